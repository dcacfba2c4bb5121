import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import { affiliateCompanies, type AffiliateCompanyRow } from './affiliate-company.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
const linkCount = sql<number>`(select count(*)::int from cms_redirections r where r.affiliate_company_id = affiliate_companies.id)`;

export const selectAffiliateCompanies = (db: Executor) =>
  db.select({ company: affiliateCompanies, linkCount }).from(affiliateCompanies);

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
    // The version in the address: a new logo is a new address, so it may be cached long.
    logo_url:
      company.logoKey === null
        ? null
        : `/affiliate-company/${company.id}/logo?v=${company.version}`,
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
