import { eq, sql, type SQL } from 'drizzle-orm';
import { affiliateCompanies } from '../affiliates';
import type { Executor } from '../db';
import { cmsPages } from './page.table';
import { cmsRedirections, type CmsRedirectionRow } from './redirection.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
const clickCount = sql<number>`(select count(*)::int from cms_clickouts c where c.redirection_id = cms_redirections.id)`;

export interface RedirectionView {
  redirection: CmsRedirectionRow;
  pageUrl: string | null;
  companyName: string | null;
  clicks: number;
}

/** Redirections with the url of the page they lead to, their company's name and their clicks. */
export function selectRedirections(db: Executor) {
  return db
    .select({
      redirection: cmsRedirections,
      pageUrl: cmsPages.url,
      companyName: affiliateCompanies.name,
      clicks: clickCount,
    })
    .from(cmsRedirections)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsRedirections.pageId))
    .leftJoin(affiliateCompanies, eq(affiliateCompanies.id, cmsRedirections.affiliateCompanyId));
}

export async function findRedirection(db: Executor, where: SQL): Promise<RedirectionView | null> {
  const [row] = await selectRedirections(db).where(where);
  return row ?? null;
}

export function redirectionJson({
  redirection: row,
  pageUrl,
  companyName,
  clicks,
}: RedirectionView) {
  return {
    id: row.id,
    url: row.url,
    target: row.target,
    page_id: row.pageId,
    page: row.pageId !== null && pageUrl !== null ? { id: row.pageId, url: pageUrl } : null,
    description: row.description,
    affiliate: row.affiliate,
    affiliate_company:
      row.affiliateCompanyId !== null && companyName !== null
        ? { id: row.affiliateCompanyId, name: companyName }
        : null,
    temporary: row.temporary,
    domain: { id: row.domainId },
    clicks,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
