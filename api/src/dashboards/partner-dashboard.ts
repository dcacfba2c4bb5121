import { sql } from 'drizzle-orm';
import {
  addDays,
  bucketStart,
  bucketsOf,
  comparedRange,
  dutchDay,
  type DayRange,
  type GroupBy,
} from '#domain/dashboards/calendar-days';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import type { CompanyRow } from '../companies';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import type { PartnerDashboard, PartnerLeadOutcome } from './partner-dashboard.schema';

/** The partner's leads of today on its home, newest first. */
export const PARTNER_TODAY_LEADS = 100;

/** Open claims on the partner home, oldest first: the ones to decide next. */
export const PARTNER_OPEN_CLAIMS = 50;

const OPEN_CLAIM_STATUSES = [
  CLAIM_STATUSES.new,
  CLAIM_STATUSES.call_center,
  CLAIM_STATUSES.pending,
].join(', ');

/** The default period of a partner's figures: the previous calendar month. */
export function previousMonth(today: string): DayRange {
  const thisMonth = bucketStart(today, 'month');
  const end = addDays(thisMonth, -1);
  return { start: bucketStart(end, 'month'), end };
}

const COUNTS = ['sent', 'accepted', 'rejected', 'assigned', 'claimed'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;
const zeroCounts = (): Counts => ({ sent: 0, accepted: 0, rejected: 0, assigned: 0, claimed: 0 });

interface PartnerDayRow extends Counts {
  day: string;
  product_id: number;
  product_name: string;
}

/** The partner's day rows of both ranges: one primary-key range read. */
async function partnerDays(db: Executor, partnerId: number, from: string, to: string) {
  const rows = rowsOf<PartnerDayRow>(
    await db.execute(sql`
      SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.product_id, p.name AS product_name,
             s.sent, s.accepted, s.rejected, s.assigned, s.claimed
        FROM partner_lead_day_stats s JOIN products p ON p.id = s.product_id
       WHERE s.partner_company_id = ${partnerId} AND s.day BETWEEN ${from} AND ${to}
       ORDER BY p.position, p.name`),
  );
  return rows.map((row) => ({
    ...row,
    ...Object.fromEntries(COUNTS.map((key) => [key, Number(row[key])])),
  })) as PartnerDayRow[];
}

interface CompanyDayRow {
  company_id: number;
  day: string;
  leads: number;
  cost: number;
}

/** The partner and the companies it manages: their assigned-lead day rows of both ranges. */
async function sideDays(db: Executor, side: number[], from: string, to: string) {
  const rows = rowsOf<CompanyDayRow>(
    await db.execute(sql`
      SELECT company_id, to_char(day, 'YYYY-MM-DD') AS day, sum(leads)::int AS leads,
             sum(revenue_cents)::float8 AS cost
        FROM assigned_lead_day_stats
       WHERE company_id = ANY(${`{${side.join(',')}}`}::int[]) AND day BETWEEN ${from} AND ${to}
       GROUP BY company_id, day`),
  );
  return rows.map((row) => ({ ...row, leads: Number(row.leads), cost: Number(row.cost) }));
}

async function sideCompanies(db: Executor, partner: CompanyRow) {
  const managed = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      SELECT c.id, c.name FROM company_partner_links l JOIN companies c ON c.id = l.company_id
       WHERE l.partner_company_id = ${partner.id}
       ORDER BY c.name, c.id`),
  );
  return [{ id: partner.id, name: partner.name }, ...managed.filter((c) => c.id !== partner.id)];
}

async function sideClaims(db: Executor, side: number[], range: DayRange) {
  const ids = `{${side.join(',')}}`;
  const rows = rowsOf<{ company_id: number; filed: number; accepted: number; denied: number }>(
    await db.execute(sql`
      SELECT company_id, sum(filed)::int AS filed, sum(accepted)::int AS accepted, 0 AS denied
        FROM claim_day_stats
       WHERE company_id = ANY(${ids}::int[]) AND day BETWEEN ${range.start} AND ${range.end}
       GROUP BY company_id
      UNION ALL
      SELECT company_id, 0, 0, count(*)::int
        FROM claims
       WHERE company_id = ANY(${ids}::int[]) AND status = ${CLAIM_STATUSES.denied}
         AND created_at >= (${range.start}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
         AND created_at < (${range.end}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
       GROUP BY company_id`),
  );
  const byCompany = new Map<number, { filed: number; accepted: number; denied: number }>();
  for (const row of rows) {
    const seen = byCompany.get(row.company_id) ?? { filed: 0, accepted: 0, denied: 0 };
    seen.filed += Number(row.filed);
    seen.accepted += Number(row.accepted);
    seen.denied += Number(row.denied);
    byCompany.set(row.company_id, seen);
  }
  return byCompany;
}

/**
 * The claims the partner decides (the claims rule of docs/claims.md): those of the
 * companies on its side and those on leads it sent. Both halves are index reads of the
 * claims alone: by company (`claims_company_idx`) and by the lead's partner, which each
 * claim carries (`claims_lead_partner_idx`, migration 0048).
 */
async function partnerClaims(db: Executor, partnerId: number, side: number[], range: DayRange) {
  const ids = `{${side.join(',')}}`;
  const reach = sql`(c.company_id = ANY(${ids}::int[]) OR c.lead_partner_company_id = ${partnerId})`;
  const open = rowsOf<{
    claim_id: number;
    company_name: string;
    product_name: string;
    lead_name: string;
    status: number;
    created_at: string | Date;
    total: number;
  }>(
    await db.execute(sql`
      WITH reached AS (
        SELECT c.id, c.assigned_lead_id, c.company_id, c.status, c.created_at,
               count(*) OVER ()::int AS total
          FROM claims c
         WHERE c.status IN (${sql.raw(OPEN_CLAIM_STATUSES)}) AND ${reach}
         ORDER BY c.created_at, c.id
         LIMIT ${PARTNER_OPEN_CLAIMS}
      )
      SELECT c.id AS claim_id, co.name AS company_name, p.name AS product_name,
             concat_ws(' ', l.given_name, l.family_name) AS lead_name, c.status, c.created_at,
             c.total
        FROM reached c
        JOIN assigned_leads a ON a.id = c.assigned_lead_id
        JOIN leads l ON l.id = a.lead_id
        JOIN products p ON p.id = l.product_id
        JOIN companies co ON co.id = c.company_id
       ORDER BY c.created_at, c.id`),
  );
  const [decided] = rowsOf<{ accepted: number; denied: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE c.status = ${CLAIM_STATUSES.accepted})::int AS accepted,
             count(*) FILTER (WHERE c.status = ${CLAIM_STATUSES.denied})::int AS denied
        FROM claims c
       WHERE c.created_at >= (${range.start}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
         AND c.created_at < (${range.end}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
         AND ${reach}`),
  );
  return {
    open: Number(open[0]?.total ?? 0),
    accepted: Number(decided?.accepted ?? 0),
    denied: Number(decided?.denied ?? 0),
    to_decide: open.map((row) => ({
      claim_id: row.claim_id,
      company_name: row.company_name,
      product_name: row.product_name,
      lead_name: row.lead_name,
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

function outcomeOf(lead: {
  bad: boolean;
  duplicate: boolean;
  on_hold: boolean;
  companies: number;
  claimed: boolean;
}): PartnerLeadOutcome {
  if (lead.bad || lead.duplicate) return 'rejected';
  if (lead.on_hold) return 'on_hold';
  if (lead.claimed) return 'claimed';
  if (lead.companies > 0) return 'assigned';
  return 'waiting';
}

async function todayLeads(db: Executor, partnerId: number, today: string) {
  const rows = rowsOf<{
    lead_id: number;
    product_name: string;
    name: string;
    city: string | null;
    companies: number;
    bad: boolean;
    duplicate: boolean;
    on_hold: boolean;
    claimed: boolean;
    created_at: string | Date;
    total: number;
  }>(
    await db.execute(sql`
      SELECT l.id AS lead_id, p.name AS product_name,
             concat_ws(' ', l.given_name, l.family_name) AS name, l.city,
             l.assigned_count AS companies, l.bad, l.duplicate_of_id IS NOT NULL AS duplicate,
             (l.must_be_verified AND NOT l.verified) AS on_hold, l.claimed, l.created_at,
             count(*) OVER ()::int AS total
        FROM leads l JOIN products p ON p.id = l.product_id
       WHERE l.partner_company_id = ${partnerId}
         AND l.created_at >= (${today}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${PARTNER_TODAY_LEADS}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    leads: rows.map((row) => ({
      lead_id: row.lead_id,
      product_name: row.product_name,
      name: row.name,
      city: row.city,
      companies: Number(row.companies),
      outcome: outcomeOf({ ...row, companies: Number(row.companies) }),
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

function sumCounts(rows: readonly Counts[]): Counts {
  const total = zeroCounts();
  for (const row of rows) for (const key of COUNTS) total[key] += row[key];
  return total;
}

/**
 * A partner's home: the leads it sent in the period (default the previous month) with
 * their outcome against the as long stretch before, per product; what it and the
 * companies it manages bought and claimed; and its leads of today. Read from the
 * day-stats tables and index reads of the partner's own rows.
 */
export async function partnerDashboard(
  db: Executor,
  partner: CompanyRow,
  options: { range: DayRange; groupBy: GroupBy },
  now = new Date(),
): Promise<PartnerDashboard> {
  const { range, groupBy } = options;
  const compared = comparedRange(range, 'previous_period');
  const inRange = (day: string, r: DayRange) => day >= r.start && day <= r.end;

  const days = await partnerDays(db, partner.id, compared.start, range.end);
  const side = await sideCompanies(db, partner);
  const sideIds = side.map((c) => c.id);
  const bought = await sideDays(db, sideIds, compared.start, range.end);
  const claims = await sideClaims(db, sideIds, range);
  const today = await todayLeads(db, partner.id, dutchDay(now));
  const claimsToDecide = await partnerClaims(db, partner.id, sideIds, range);

  const periodDays = days.filter((d) => inRange(d.day, range));
  const perProduct = new Map<number, PartnerDashboard['per_product'][number]>();
  for (const row of periodDays) {
    const seen = perProduct.get(row.product_id) ?? {
      product_id: row.product_id,
      product_name: row.product_name,
      ...zeroCounts(),
    };
    for (const key of COUNTS) seen[key] += row[key];
    perProduct.set(row.product_id, seen);
  }
  const boughtIn = (r: DayRange) => bought.filter((b) => inRange(b.day, r));
  const total = (rows: CompanyDayRow[], pick: (row: CompanyDayRow) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0);

  return {
    partner_company_id: partner.id,
    partner_name: partner.name,
    group_by: groupBy,
    start_date: range.start,
    end_date: range.end,
    compare_start_date: compared.start,
    compare_end_date: compared.end,
    totals: sumCounts(periodDays),
    compare_totals: sumCounts(days.filter((d) => inRange(d.day, compared))),
    cost: {
      leads: total(boughtIn(range), (b) => b.leads),
      cost_cents: total(boughtIn(range), (b) => b.cost),
      compare_leads: total(boughtIn(compared), (b) => b.leads),
      compare_cost_cents: total(boughtIn(compared), (b) => b.cost),
    },
    per_product: [...perProduct.values()],
    per_company: side.map((company) => {
      const rows = boughtIn(range).filter((b) => b.company_id === company.id);
      const claimed = claims.get(company.id) ?? { filed: 0, accepted: 0, denied: 0 };
      return {
        company_id: company.id,
        company_name: company.name,
        leads: total(rows, (b) => b.leads),
        cost_cents: total(rows, (b) => b.cost),
        claims_filed: claimed.filed,
        claims_accepted: claimed.accepted,
        claims_denied: claimed.denied,
      };
    }),
    series: bucketsOf(range, groupBy).map((period, index, all) => {
      const next = all[index + 1];
      const bucket = { start: period, end: next ? addDays(next, -1) : range.end };
      const inBucket = (day: string) => inRange(day, bucket) && inRange(day, range);
      return {
        period,
        sent: days.filter((d) => inBucket(d.day)).reduce((sum, d) => sum + d.sent, 0),
        assigned: days.filter((d) => inBucket(d.day)).reduce((sum, d) => sum + d.assigned, 0),
        cost_cents: total(
          bought.filter((b) => inBucket(b.day)),
          (b) => b.cost,
        ),
      };
    }),
    today: today.leads,
    today_total: today.total,
    claims: claimsToDecide,
  };
}
