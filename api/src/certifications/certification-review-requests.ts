import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CERTIFICATION_REVIEWS_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { companies } from '../companies';
import type { Executor } from '../db';
import { certifications, companyCertifications } from './certification.table';

/**
 * Company certifications in state review, oldest change first (the partial index of
 * migration 0047), 15 a page. `accountManagerId` narrows to the companies that user manages
 * (an account manager who is not a lead manager, docs/dashboards.md).
 */
export async function certificationReviewRequests(
  db: Executor,
  page: number,
  accountManagerId: number | null,
) {
  const conditions: SQL[] = [eq(companyCertifications.state, 'review')];
  if (accountManagerId !== null) conditions.push(eq(companies.accountManagerId, accountManagerId));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: companyCertifications.id,
      companyId: companyCertifications.companyId,
      companyName: companies.name,
      certificationId: companyCertifications.certificationId,
      certificationName: certifications.name,
      agencyName: certifications.agencyName,
      since: companyCertifications.updatedAt,
      attachmentId: companyCertifications.attachmentId,
      accountManagerId: companies.accountManagerId,
    })
    .from(companyCertifications)
    .innerJoin(companies, eq(companies.id, companyCertifications.companyId))
    .innerJoin(certifications, eq(certifications.id, companyCertifications.certificationId))
    .where(where)
    .orderBy(asc(companyCertifications.updatedAt), asc(companyCertifications.id))
    .limit(CERTIFICATION_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * CERTIFICATION_REVIEWS_PAGE_SIZE);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyCertifications)
    .innerJoin(companies, eq(companies.id, companyCertifications.companyId))
    .where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      company_name: row.companyName,
      certification_id: row.certificationId,
      certification_name: row.certificationName,
      agency_name: row.agencyName,
      since: row.since.toISOString(),
      has_file: row.attachmentId !== null,
      account_manager_id: row.accountManagerId,
    })),
    total: counted?.n ?? 0,
  };
}
