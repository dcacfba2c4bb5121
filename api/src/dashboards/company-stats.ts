import { sql } from 'drizzle-orm';
import type { DayRange } from '#domain/dashboards/calendar-days';
import {
  ALL_STATS_PAGE_SIZE,
  type AllStatsSort,
  type CompanyStatsPeriod,
} from '#domain/dashboards/company-stats-rules';
import type { CompanyRow } from '../companies';
import type { Executor } from '../db';
import { toCsv, type CsvColumn } from '../shared/csv';
import { rowsOf } from '../shared/rows';
import type { CompanyAllStats, CompanyStats, CompanyStatsFigures } from './company-stats.schema';

const num = (value: unknown) => Number(value ?? 0);
const within = (range: DayRange) => sql`day BETWEEN ${range.start} AND ${range.end}`;

/** The stretch both ranges span: one primary-key range read of the company's day rows. */
const spanOf = ({ range, compared }: CompanyStatsPeriod): DayRange => ({
  start: compared ? compared.start : range.start,
  end: range.end,
});

interface ProductRow {
  product_id: number;
  product_name: string;
  leads: number;
  revenue_cents: number;
  compare_leads: number;
  compare_revenue_cents: number;
}

async function productFigures(db: Executor, companyId: number, period: CompanyStatsPeriod) {
  const span = spanOf(period);
  const compared = period.compared ?? { start: '0001-01-01', end: '0001-01-01' };
  return rowsOf<ProductRow>(
    await db.execute(sql`
      SELECT s.product_id, p.name AS product_name,
             coalesce(sum(s.leads) FILTER (WHERE ${within(period.range)}), 0)::int AS leads,
             coalesce(sum(s.revenue_cents) FILTER (WHERE ${within(period.range)}), 0)::float8
               AS revenue_cents,
             coalesce(sum(s.leads) FILTER (WHERE ${within(compared)}), 0)::int AS compare_leads,
             coalesce(sum(s.revenue_cents) FILTER (WHERE ${within(compared)}), 0)::float8
               AS compare_revenue_cents
        FROM assigned_lead_day_stats s JOIN products p ON p.id = s.product_id
       WHERE s.company_id = ${companyId} AND s.day BETWEEN ${span.start} AND ${span.end}
       GROUP BY s.product_id, p.name, p.position
      HAVING sum(s.leads) <> 0 OR sum(s.revenue_cents) <> 0
       ORDER BY p.position, p.name, s.product_id`),
  );
}

async function claimFigures(db: Executor, companyId: number, period: CompanyStatsPeriod) {
  const span = spanOf(period);
  const compared = period.compared ?? { start: '0001-01-01', end: '0001-01-01' };
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT coalesce(sum(filed) FILTER (WHERE ${within(period.range)}), 0)::int AS filed,
             coalesce(sum(accepted) FILTER (WHERE ${within(period.range)}), 0)::int AS accepted,
             coalesce(sum(credited_cents) FILTER (WHERE ${within(period.range)}), 0)::float8
               AS credited,
             coalesce(sum(filed) FILTER (WHERE ${within(compared)}), 0)::int AS c_filed,
             coalesce(sum(accepted) FILTER (WHERE ${within(compared)}), 0)::int AS c_accepted,
             coalesce(sum(credited_cents) FILTER (WHERE ${within(compared)}), 0)::float8
               AS c_credited
        FROM claim_day_stats
       WHERE company_id = ${companyId} AND day BETWEEN ${span.start} AND ${span.end}`),
  );
  return row ?? {};
}

/**
 * One company's figures for a period (docs/dashboards.md, company stats): its assigned
 * leads and their prices, per product, and its claims, against the as long stretch before.
 * Two primary-key range reads of the company's day rows; never the lead tables.
 */
export async function companyStats(
  db: Executor,
  company: CompanyRow,
  period: CompanyStatsPeriod,
): Promise<CompanyStats> {
  const products = await productFigures(db, company.id, period);
  const claims = await claimFigures(db, company.id, period);
  const sum = (pick: (row: ProductRow) => number) =>
    products.reduce((total, row) => total + num(pick(row)), 0);
  const totals: CompanyStatsFigures = {
    leads: sum((row) => row.leads),
    revenue_cents: sum((row) => row.revenue_cents),
    claims_filed: num(claims.filed),
    claims_accepted: num(claims.accepted),
    credited_cents: num(claims.credited),
  };
  const compareTotals: CompanyStatsFigures = {
    leads: sum((row) => row.compare_leads),
    revenue_cents: sum((row) => row.compare_revenue_cents),
    claims_filed: num(claims.c_filed),
    claims_accepted: num(claims.c_accepted),
    credited_cents: num(claims.c_credited),
  };
  const withCompare = period.compared !== null;
  return {
    company_id: company.id,
    company_name: company.name,
    is_partner: company.isPartner,
    start_date: period.range.start,
    end_date: period.range.end,
    all_time: period.allTime,
    compare_start_date: period.compared?.start ?? null,
    compare_end_date: period.compared?.end ?? null,
    totals,
    compare_totals: withCompare ? compareTotals : null,
    per_product: products
      .filter((row) => withCompare || num(row.leads) !== 0 || num(row.revenue_cents) !== 0)
      .map((row) => ({
        product_id: row.product_id,
        product_name: row.product_name,
        leads: num(row.leads),
        revenue_cents: num(row.revenue_cents),
        compare_leads: withCompare ? num(row.compare_leads) : null,
        compare_revenue_cents: withCompare ? num(row.compare_revenue_cents) : null,
      })),
  };
}

interface CsvRow {
  day: string;
  product_id: number | null;
  product_name: string;
  leads: number | null;
  revenue_cents: number | null;
  filed: number | null;
  accepted: number | null;
  credited: number | null;
}

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

const CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  ['date', (row) => row.day],
  ['product_id', (row) => row.product_id],
  ['product', (row) => row.product_name],
  ['leads', (row) => row.leads],
  ['revenue', (row) => euros(row.revenue_cents)],
  ['claims_filed', (row) => row.filed],
  ['claims_accepted', (row) => row.accepted],
  ['claim_credit', (row) => euros(row.credited)],
];

/**
 * The period's figures as CSV, a line per day and product with leads and revenue (euros),
 * and per day with claims a line without a product (claims are kept per company and day,
 * not per product). Days without figures have no line.
 */
export async function companyStatsCsv(
  db: Executor,
  companyId: number,
  range: DayRange,
): Promise<string> {
  const leadRows = rowsOf<CsvRow>(
    await db.execute(sql`
      SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.product_id, p.name AS product_name,
             s.leads, s.revenue_cents::float8 AS revenue_cents,
             NULL AS filed, NULL AS accepted, NULL AS credited
        FROM assigned_lead_day_stats s JOIN products p ON p.id = s.product_id
       WHERE s.company_id = ${companyId} AND s.day BETWEEN ${range.start} AND ${range.end}
         AND (s.leads <> 0 OR s.revenue_cents <> 0)
       ORDER BY s.day, p.position, p.name, s.product_id`),
  );
  const claimRows = rowsOf<CsvRow>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, NULL AS product_id, '' AS product_name,
             NULL AS leads, NULL AS revenue_cents,
             filed, accepted, credited_cents::float8 AS credited
        FROM claim_day_stats
       WHERE company_id = ${companyId} AND day BETWEEN ${range.start} AND ${range.end}
         AND (filed <> 0 OR accepted <> 0 OR credited_cents <> 0)
       ORDER BY day`),
  );
  const rows = [...leadRows, ...claimRows]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.day.localeCompare(b.row.day) || a.index - b.index)
    .map(({ row }) => ({
      ...row,
      revenue_cents: row.revenue_cents === null ? null : num(row.revenue_cents),
      credited: row.credited === null ? null : num(row.credited),
    }));
  return toCsv(CSV_COLUMNS, rows);
}

const SORT_COLUMNS: Record<AllStatsSort, string> = {
  leads: 'leads',
  revenue: 'revenue_cents',
  claims: 'claims_filed',
};

/**
 * Every company's figures for a period, a page sorted by leads, revenue or claims filed
 * (ties by name). Per company two primary-key range probes of its day rows (a lateral
 * join), so the read grows with the number of companies and the days asked, not with
 * the leads.
 */
export async function companyAllStats(
  db: Executor,
  options: { range: DayRange; sort: AllStatsSort; order: 'asc' | 'desc'; page: number },
): Promise<CompanyAllStats> {
  const { range, sort, order, page } = options;
  const column = sql.raw(SORT_COLUMNS[sort]);
  const direction = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH figures AS (
        SELECT c.id AS company_id, c.name AS company_name, c.state, c.is_partner,
               a.leads, a.revenue_cents, cl.claims_filed, cl.claims_accepted, cl.credited_cents
          FROM companies c
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(leads), 0)::int AS leads,
                   coalesce(sum(revenue_cents), 0)::float8 AS revenue_cents
              FROM assigned_lead_day_stats
             WHERE company_id = c.id AND day BETWEEN ${range.start} AND ${range.end}) a
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(filed), 0)::int AS claims_filed,
                   coalesce(sum(accepted), 0)::int AS claims_accepted,
                   coalesce(sum(credited_cents), 0)::float8 AS credited_cents
              FROM claim_day_stats
             WHERE company_id = c.id AND day BETWEEN ${range.start} AND ${range.end}) cl
      )
      SELECT *, count(*) OVER ()::int AS total,
             sum(leads) OVER ()::float8 AS all_leads,
             sum(revenue_cents) OVER ()::float8 AS all_revenue_cents,
             sum(claims_filed) OVER ()::float8 AS all_claims_filed,
             sum(claims_accepted) OVER ()::float8 AS all_claims_accepted,
             sum(credited_cents) OVER ()::float8 AS all_credited_cents
        FROM figures
       ORDER BY ${column} ${direction}, company_name, company_id
       LIMIT ${ALL_STATS_PAGE_SIZE} OFFSET ${(page - 1) * ALL_STATS_PAGE_SIZE}`),
  );
  let first = rows[0];
  if (!first && page > 1) {
    // Past the last page: the totals still come from a read of the first row.
    const again = await companyAllStats(db, { ...options, page: 1 });
    return { ...again, page, items: [] };
  }
  first ??= {};
  return {
    start_date: range.start,
    end_date: range.end,
    sort,
    order,
    page,
    items_per_page: ALL_STATS_PAGE_SIZE,
    total: num(first.total),
    totals: {
      leads: num(first.all_leads),
      revenue_cents: num(first.all_revenue_cents),
      claims_filed: num(first.all_claims_filed),
      claims_accepted: num(first.all_claims_accepted),
      credited_cents: num(first.all_credited_cents),
    },
    items: rows.map((row) => ({
      company_id: num(row.company_id),
      company_name: String(row.company_name),
      state: String(row.state),
      is_partner: Boolean(row.is_partner),
      leads: num(row.leads),
      revenue_cents: num(row.revenue_cents),
      claims_filed: num(row.claims_filed),
      claims_accepted: num(row.claims_accepted),
      credited_cents: num(row.credited_cents),
    })),
  };
}
