import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  bucketsOf,
  bucketStart,
  comparedRange,
  type CompareWith,
  type DayRange,
  type GroupBy,
} from '#domain/dashboards/calendar-days';
import type { Executor } from '../db';
import { products } from '../products';
import { rowsOf } from '../shared/rows';
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

const zero = (): Figures => ({ leads: 0, assigned_leads: 0, revenue_cents: 0 });
const inRange = (range: DayRange): SQL => sql`day BETWEEN ${range.start} AND ${range.end}`;
const productFilter = (productId: number | undefined): SQL =>
  productId ? sql`AND product_id = ${productId}` : sql``;

interface SplitRow {
  day: string | null;
  product_id: number | null;
  source?: string | null;
  /** Over both ranges (day rows). */
  all_leads: number;
  /** Over the asked range only (product and source rows). */
  leads: number | null;
  all_revenue?: number;
  revenue?: number | null;
}

/**
 * One pass over each day-stats table for both ranges: totals per day (the series of
 * either range are built from them) and, for the asked range, per product and source.
 */
async function figuresByDay(db: Executor, query: MetricsQuery, compared: DayRange | null) {
  const where = compared
    ? sql`(${inRange(query.range)} OR ${inRange(compared)}) ${productFilter(query.productId)}`
    : sql`${inRange(query.range)} ${productFilter(query.productId)}`;
  const leadRows = rowsOf<SplitRow>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, product_id, source,
             sum(leads)::float8 AS all_leads,
             (sum(leads) FILTER (WHERE ${inRange(query.range)}))::float8 AS leads
        FROM lead_day_stats WHERE ${where}
       GROUP BY GROUPING SETS ((day), (product_id), (source))`),
  );
  const assignedRows = rowsOf<SplitRow>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, product_id,
             sum(leads)::float8 AS all_leads,
             (sum(leads) FILTER (WHERE ${inRange(query.range)}))::float8 AS leads,
             sum(revenue_cents)::float8 AS all_revenue,
             (sum(revenue_cents) FILTER (WHERE ${inRange(query.range)}))::float8 AS revenue
        FROM assigned_product_day_stats WHERE ${where}
       GROUP BY GROUPING SETS ((day), (product_id))`),
  );
  const days = new Map<string, Figures>();
  const perProduct = new Map<number, Figures>();
  const perSource = new Map<string, number>();
  const at = <K>(map: Map<K, Figures>, key: K) => map.get(key) ?? map.set(key, zero()).get(key)!;
  for (const row of leadRows) {
    if (row.day !== null) at(days, row.day).leads = Number(row.all_leads);
    else if (row.product_id !== null) at(perProduct, row.product_id).leads = Number(row.leads ?? 0);
    else if (row.source) perSource.set(row.source, Number(row.leads ?? 0));
  }
  for (const row of assignedRows) {
    const target =
      row.day !== null
        ? { figures: at(days, row.day), leads: row.all_leads, revenue: row.all_revenue }
        : row.product_id !== null
          ? { figures: at(perProduct, row.product_id), leads: row.leads, revenue: row.revenue }
          : null;
    if (!target) continue;
    target.figures.assigned_leads = Number(target.leads ?? 0);
    target.figures.revenue_cents = Number(target.revenue ?? 0);
  }
  return { days, perProduct, perSource };
}

/** A range's periods, every one present, summed from the day totals. */
function seriesOf(days: Map<string, Figures>, range: DayRange, groupBy: GroupBy) {
  const buckets = new Map(bucketsOf(range, groupBy).map((period) => [period, zero()]));
  for (const [day, figures] of days) {
    if (day < range.start || day > range.end) continue;
    const bucket = buckets.get(bucketStart(day, groupBy))!;
    bucket.leads += figures.leads;
    bucket.assigned_leads += figures.assigned_leads;
    bucket.revenue_cents += figures.revenue_cents;
  }
  return [...buckets].map(([period, figures]) => ({ period, ...figures }));
}

/** Claims filed, accepted and credit given in each range (claims are kept per company, not per product). */
async function claimTotals(db: Executor, range: DayRange, compared: DayRange | null) {
  const other = compared ?? range;
  const [row] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`
      SELECT (sum(filed) FILTER (WHERE ${inRange(range)}))::float8 AS filed,
             (sum(accepted) FILTER (WHERE ${inRange(range)}))::float8 AS accepted,
             (sum(credited_cents) FILTER (WHERE ${inRange(range)}))::float8 AS credited,
             (sum(filed) FILTER (WHERE ${inRange(other)}))::float8 AS compare_filed,
             (sum(accepted) FILTER (WHERE ${inRange(other)}))::float8 AS compare_accepted,
             (sum(credited_cents) FILTER (WHERE ${inRange(other)}))::float8 AS compare_credited
        FROM claim_day_stats WHERE ${inRange(range)} OR ${inRange(other)}`),
  );
  const figure = (key: string) => Number(row?.[key] ?? 0);
  return {
    range: {
      claims_filed: figure('filed'),
      claims_accepted: figure('accepted'),
      credited_cents: figure('credited'),
    },
    compared: {
      claims_filed: figure('compare_filed'),
      claims_accepted: figure('compare_accepted'),
      credited_cents: figure('compare_credited'),
    },
  };
}

const NO_CLAIMS = { claims_filed: null, claims_accepted: null, credited_cents: null };

function sum(series: Figures[]): Figures {
  return series.reduce(
    (total, f) => ({
      leads: total.leads + f.leads,
      assigned_leads: total.assigned_leads + f.assigned_leads,
      revenue_cents: total.revenue_cents + f.revenue_cents,
    }),
    zero(),
  );
}

/**
 * The business's leads and revenue over time, per product and per source, and the
 * compared period: read from the day-stats tables only (docs/dashboards.md).
 */
export async function leadAndRevenue(db: Executor, query: MetricsQuery): Promise<LeadAndRevenue> {
  const compared = query.compareWith ? comparedRange(query.range, query.compareWith) : null;
  const { days, perProduct, perSource } = await figuresByDay(db, query, compared);
  const claims = query.productId ? null : await claimTotals(db, query.range, compared);
  const ids = [...perProduct].filter(([, f]) => f.leads || f.assigned_leads).map(([id]) => id);
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.name]),
  );
  const series = seriesOf(days, query.range, query.groupBy);
  const compareSeries = compared ? seriesOf(days, compared, query.groupBy) : null;
  return {
    group_by: query.groupBy,
    product_id: query.productId ?? null,
    start_date: query.range.start,
    end_date: query.range.end,
    compare_start_date: compared?.start ?? null,
    compare_end_date: compared?.end ?? null,
    totals: { ...sum(series), ...(claims?.range ?? NO_CLAIMS) },
    compare_totals: compareSeries
      ? { ...sum(compareSeries), ...(claims?.compared ?? NO_CLAIMS) }
      : null,
    series,
    compare_series: compareSeries,
    per_product: ids
      .filter((id) => names.has(id))
      .map((id) => ({ product_id: id, product_name: names.get(id)!, ...perProduct.get(id)! }))
      .sort(
        (a, b) =>
          b.revenue_cents - a.revenue_cents ||
          b.leads - a.leads ||
          a.product_name.localeCompare(b.product_name, 'nl'),
      ),
    per_source: [...perSource]
      .filter(([, leads]) => leads !== 0)
      .map(([source, leads]) => ({ source, leads }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
  };
}
