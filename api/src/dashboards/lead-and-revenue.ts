import { sql, type SQL } from 'drizzle-orm';
import {
  bucketsOf,
  comparedRange,
  type CompareWith,
  type DayRange,
  type GroupBy,
} from '#domain/dashboards/calendar-days';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import { bucketSql } from './day-buckets';
import type { LeadAndRevenue } from './lead-and-revenue.schema';

export interface MetricsQuery {
  range: DayRange;
  groupBy: GroupBy;
  productId?: number;
  compareWith?: CompareWith;
}

interface Figures {
  leads: number;
  assigned_leads: number;
  revenue_cents: number;
}

const productFilter = (productId: number | undefined): SQL =>
  productId ? sql`AND product_id = ${productId}` : sql``;

/** New leads, assigned leads and revenue per bucket of the range, every bucket present. */
async function seriesOf(db: Executor, query: MetricsQuery, range: DayRange) {
  const bucket = bucketSql(query.groupBy);
  const rows = rowsOf<{ period: string; leads: number; assigned: number; revenue: number }>(
    await db.execute(sql`
      SELECT period, sum(leads)::float8 AS leads, sum(assigned)::float8 AS assigned,
             sum(revenue)::float8 AS revenue
        FROM (SELECT ${bucket} AS period, leads, 0 AS assigned, 0 AS revenue
                FROM lead_day_stats
               WHERE day BETWEEN ${range.start} AND ${range.end} ${productFilter(query.productId)}
              UNION ALL
              SELECT ${bucket}, 0, leads, revenue_cents
                FROM assigned_product_day_stats
               WHERE day BETWEEN ${range.start} AND ${range.end} ${productFilter(query.productId)}) t
       GROUP BY period`),
  );
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return bucketsOf(range, query.groupBy).map((period) => {
    const row = byPeriod.get(period);
    return {
      period,
      leads: Number(row?.leads ?? 0),
      assigned_leads: Number(row?.assigned ?? 0),
      revenue_cents: Number(row?.revenue ?? 0),
    };
  });
}

async function claimTotals(db: Executor, range: DayRange) {
  const [row] = rowsOf<{ filed: number; accepted: number; credited: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(filed), 0)::float8 AS filed, coalesce(sum(accepted), 0)::float8 AS accepted,
             coalesce(sum(credited_cents), 0)::float8 AS credited
        FROM claim_day_stats WHERE day BETWEEN ${range.start} AND ${range.end}`),
  );
  return {
    claims_filed: Number(row?.filed ?? 0),
    claims_accepted: Number(row?.accepted ?? 0),
    credited_cents: Number(row?.credited ?? 0),
  };
}

const NO_CLAIMS = { claims_filed: null, claims_accepted: null, credited_cents: null };

async function totalsOf(db: Executor, query: MetricsQuery, series: Figures[], range: DayRange) {
  const sum = (pick: (f: Figures) => number) => series.reduce((total, f) => total + pick(f), 0);
  return {
    leads: sum((f) => f.leads),
    assigned_leads: sum((f) => f.assigned_leads),
    revenue_cents: sum((f) => f.revenue_cents),
    // Claims are kept per company, not per product.
    ...(query.productId ? NO_CLAIMS : await claimTotals(db, range)),
  };
}

async function perProduct(db: Executor, query: MetricsQuery) {
  const { start, end } = query.range;
  const rows = rowsOf<{
    id: number;
    name: string;
    leads: number;
    assigned: number;
    revenue: number;
  }>(
    await db.execute(sql`
      SELECT p.id, p.name, coalesce(sum(t.leads), 0)::float8 AS leads,
             coalesce(sum(t.assigned), 0)::float8 AS assigned,
             coalesce(sum(t.revenue), 0)::float8 AS revenue
        FROM (SELECT product_id, leads, 0 AS assigned, 0 AS revenue
                FROM lead_day_stats WHERE day BETWEEN ${start} AND ${end} ${productFilter(query.productId)}
              UNION ALL
              SELECT product_id, 0, leads, revenue_cents
                FROM assigned_product_day_stats
               WHERE day BETWEEN ${start} AND ${end} ${productFilter(query.productId)}) t
        JOIN products p ON p.id = t.product_id
       GROUP BY p.id, p.name
      HAVING sum(t.leads) <> 0 OR sum(t.assigned) <> 0
       ORDER BY sum(t.revenue) DESC, sum(t.leads) DESC, p.name`),
  );
  return rows.map((row) => ({
    product_id: row.id,
    product_name: row.name,
    leads: Number(row.leads),
    assigned_leads: Number(row.assigned),
    revenue_cents: Number(row.revenue),
  }));
}

async function perSource(db: Executor, query: MetricsQuery) {
  const rows = rowsOf<{ source: string; leads: number }>(
    await db.execute(sql`
      SELECT source, sum(leads)::float8 AS leads FROM lead_day_stats
       WHERE day BETWEEN ${query.range.start} AND ${query.range.end} ${productFilter(query.productId)}
       GROUP BY source HAVING sum(leads) <> 0
       ORDER BY sum(leads) DESC, source`),
  );
  return rows.map((row) => ({ source: row.source, leads: Number(row.leads) }));
}

/**
 * The business's leads and revenue over time, per product and per source, and the
 * compared period: read from the day-stats tables only (docs/dashboards.md).
 */
export async function leadAndRevenue(db: Executor, query: MetricsQuery): Promise<LeadAndRevenue> {
  const compared = query.compareWith ? comparedRange(query.range, query.compareWith) : null;
  const series = await seriesOf(db, query, query.range);
  const compareSeries = compared ? await seriesOf(db, query, compared) : null;
  return {
    group_by: query.groupBy,
    product_id: query.productId ?? null,
    start_date: query.range.start,
    end_date: query.range.end,
    compare_start_date: compared?.start ?? null,
    compare_end_date: compared?.end ?? null,
    totals: await totalsOf(db, query, series, query.range),
    compare_totals:
      compared && compareSeries ? await totalsOf(db, query, compareSeries, compared) : null,
    series,
    compare_series: compareSeries,
    per_product: await perProduct(db, query),
    per_source: await perSource(db, query),
  };
}
