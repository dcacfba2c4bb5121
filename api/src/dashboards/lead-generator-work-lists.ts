import { sql } from 'drizzle-orm';
import { dutchDay, lastDays } from '#domain/dashboards/calendar-days';
import {
  LOW_BALANCE_CENTS,
  WITHOUT_LEADS_DAYS,
  WORK_LIST_PAGE_SIZE,
} from '#domain/dashboards/lead-generator-home-rules';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

/** One company on a work list of the lead managers' home. */
export interface WorkListCompany {
  id: number;
  name: string;
  city: string | null;
  state: string;
  is_prepaid: boolean;
  balance_cents: number;
  /** The last day (Dutch time) the company got a lead, null when never. */
  last_lead_day: string | null;
}

export interface WorkListPage {
  items: WorkListCompany[];
  total: number;
}

const offsetOf = (page: number) => (page - 1) * WORK_LIST_PAGE_SIZE;

/** The last day with a lead, read backwards from the company's day rows (primary key). */
const lastLeadDay = sql`(SELECT max(s.day)::text FROM assigned_lead_day_stats s
                         WHERE s.company_id = c.id AND s.leads > 0)`;

const columns = sql`c.id, c.name, c.city, c.state, c.is_prepaid, c.balance AS balance_cents,
                    ${lastLeadDay} AS last_lead_day`;

/**
 * Active lead-buying companies (partners and comparison-only companies never buy leads)
 * that got no lead in the last 31 days, today included. Reads the per-company day rows of
 * the aggregates (one primary-key probe per active company), never the lead tables.
 * Longest without a lead first.
 */
export async function companiesWithoutLeads(
  db: Executor,
  page: number,
  now = new Date(),
): Promise<WorkListPage> {
  const since = lastDays(dutchDay(now), WITHOUT_LEADS_DAYS).start;
  const where = sql`c.state = 'active' AND c.is_lead_generator AND NOT c.is_partner
    AND NOT EXISTS (SELECT 1 FROM assigned_lead_day_stats s
                    WHERE s.company_id = c.id AND s.day >= ${since}::date AND s.leads > 0)`;
  const items = rowsOf<WorkListCompany>(
    await db.execute(sql`SELECT * FROM (SELECT ${columns} FROM companies c WHERE ${where}) w
      ORDER BY w.last_lead_day ASC NULLS FIRST, w.name, w.id
      LIMIT ${WORK_LIST_PAGE_SIZE} OFFSET ${offsetOf(page)}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`),
  );
  return { items, total: count?.n ?? 0 };
}

/**
 * Prepaid companies still in business (not archived) whose balance is below 2500 cents,
 * lowest balance first: the bottom of the prepaid-balance index.
 */
export async function companiesWithLowBalance(db: Executor, page: number): Promise<WorkListPage> {
  const where = sql`c.is_prepaid AND c.balance < ${LOW_BALANCE_CENTS} AND c.state <> 'archived'`;
  const items = rowsOf<WorkListCompany>(
    await db.execute(sql`SELECT ${columns} FROM companies c WHERE ${where}
      ORDER BY c.balance, c.name, c.id
      LIMIT ${WORK_LIST_PAGE_SIZE} OFFSET ${offsetOf(page)}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`),
  );
  return { items, total: count?.n ?? 0 };
}
