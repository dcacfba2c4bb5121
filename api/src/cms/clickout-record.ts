import { and, eq } from 'drizzle-orm';
import { referencedIds } from '#domain/cms/delivered-page';
import { normalizePageUrl } from '#domain/cms/page-url';
import type { Executor } from '../db';
import { cmsClickouts } from './clickout.table';
import { cmsPages, type CmsPageRow } from './page.table';
import type { CmsRedirectionRow } from './redirection.table';

/** The service product a page is about: its lead product, else the first its blocks name. */
export function pageProduct(page: { leadProductId: number | null; blocks: CmsPageRow['blocks'] }) {
  return page.leadProductId ?? referencedIds(page.blocks).products[0] ?? null;
}

/**
 * Notes a visitor sent on through an outgoing link: from which page of the domain (when
 * the site says so), to where, for which company, and the page's service product.
 */
export async function recordClickout(
  db: Executor,
  redirection: CmsRedirectionRow & { target: string },
  fromUrl: string | undefined,
): Promise<void> {
  const pageUrl = fromUrl ? normalizePageUrl(fromUrl) : null;
  const [page] =
    pageUrl === null
      ? []
      : await db
          .select({
            id: cmsPages.id,
            leadProductId: cmsPages.leadProductId,
            blocks: cmsPages.blocks,
          })
          .from(cmsPages)
          .where(and(eq(cmsPages.domainId, redirection.domainId), eq(cmsPages.url, pageUrl)));
  await db.insert(cmsClickouts).values({
    domainId: redirection.domainId,
    redirectionId: redirection.id,
    url: redirection.url,
    target: redirection.target,
    pageId: page?.id ?? null,
    // An address that is no page of the domain is not kept: it would only be noise.
    pageUrl: page ? pageUrl : null,
    affiliateCompanyId: redirection.affiliateCompanyId,
    productId: page ? pageProduct(page) : null,
  });
}
