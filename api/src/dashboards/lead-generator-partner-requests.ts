import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { companies } from '../companies';
import type { Database } from '../db';
import {
  deletePartnerRequestFailure as deleteFailure,
  partnerRequestFailures,
  type PartnerRequestFailureRow,
} from '../leads';
import { notFound } from '../shared/errors';

/** A failed partner request as the home shows it. */
export function partnerRequestFailureJson(row: PartnerRequestFailureRow, partnerName: string) {
  return {
    id: row.id,
    partner_company_id: row.partnerCompanyId,
    partner_name: partnerName,
    endpoint: row.endpoint,
    request_id: row.requestId,
    body: row.body,
    status: row.status,
    error_key: row.errorKey,
    error_fields: row.errorFields ?? null,
    created_at: row.createdAt.toISOString(),
    retry_count: row.retryCount,
    retried_at: row.retriedAt?.toISOString() ?? null,
    done_at: row.doneAt?.toISOString() ?? null,
    lead_id: row.leadId,
  };
}

const open = isNull(partnerRequestFailures.doneAt);

/** Open failures (no retry took them in yet), newest first, 15 a page. */
export async function failedPartnerRequests(db: Database, page: number) {
  const rows = await db
    .select({ row: partnerRequestFailures, partnerName: companies.name })
    .from(partnerRequestFailures)
    .innerJoin(companies, eq(companies.id, partnerRequestFailures.partnerCompanyId))
    .where(open)
    .orderBy(desc(partnerRequestFailures.createdAt), desc(partnerRequestFailures.id))
    .limit(WORK_LIST_PAGE_SIZE)
    .offset((page - 1) * WORK_LIST_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerRequestFailures)
    .where(open);
  return {
    items: rows.map(({ row, partnerName }) => partnerRequestFailureJson(row, partnerName)),
    total: count?.n ?? 0,
  };
}

/** One open failure, or 404 (a done one is not retried again). */
export async function openPartnerRequestFailure(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(partnerRequestFailures)
    .where(and(eq(partnerRequestFailures.id, id), open));
  if (!row) throw notFound();
  return row;
}

export async function partnerNameOf(db: Database, companyId: number) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? '';
}

/** Deletes a failure (done or not); 404 when there is none. */
export async function deletePartnerRequestFailure(db: Database, id: number) {
  if (!(await deleteFailure(db, id))) throw notFound();
}
