import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import { affiliateCompanies, type AffiliateCompanyRow } from './affiliate-company.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
const linkCount = sql<number>`(select count(*)::int from cms_redirections r where r.affiliate_company_id = affiliate_companies.id)`;

export const selectAffiliateCompanies = (db: Executor) =>
  db.select({ company: affiliateCompanies, linkCount }).from(affiliateCompanies);

/** Where the api serves a company's logo; the version in it makes a new logo a new address. */
export const affiliateLogoPath = (company: AffiliateCompanyRow) =>
  company.logoKey === null ? null : `/affiliate-company/${company.id}/logo?v=${company.version}`;

export function affiliateCompanyJson({
  company,
  linkCount: links,
}: {
  company: AffiliateCompanyRow;
  linkCount: number;
}) {
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    description: company.description,
    has_logo: company.logoKey !== null,
    logo_url: affiliateLogoPath(company),
    link_count: links,
    version: company.version,
    updated_at: company.updatedAt.toISOString(),
  };
}

export async function readAffiliateCompany(db: Executor, id: number | null) {
  const [row] =
    id === null ? [] : await selectAffiliateCompanies(db).where(eq(affiliateCompanies.id, id));
  if (!row) throw notFound();
  return row;
}
