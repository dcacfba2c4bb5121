import { inArray, sql } from 'drizzle-orm';
import type { DayRange } from '#domain/dashboards/calendar-days';
import type { MarketingMode } from '#domain/leads/marketing-modes';
import { groupMarketingStats, type MarketingStatsRow } from '#domain/marketing/marketing-stats';
import { companies } from '../companies';
import type { Executor } from '../db';
import { products } from '../products';
import { rowsOf } from '../shared/rows';
import type { MarketingStats } from './marketing-stats.schema';

interface Query {
  mode: MarketingMode;
  range: DayRange;
  compared: DayRange;
  productId?: number;
}

interface SummedRow {
  product_id: number;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  source_domain: string;
  partner_company_id: number;
  leads: number | null;
  assigned: number | null;
  revenue: number | null;
  compare_leads: number | null;
  compare_assigned: number | null;
  compare_revenue: number | null;
}

const inRange = (range: DayRange) => sql`day BETWEEN ${range.start} AND ${range.end}`;

/**
 * The marketing overview: one grouped pass over marketing_day_stats for the period and the
 * compared period (never the lead tables), then the mode's grouping (docs/marketing.md).
 */
export async function marketingStats(db: Executor, query: Query): Promise<MarketingStats> {
  const { range, compared } = query;
  const from = compared.start < range.start ? compared.start : range.start;
  const to = compared.end > range.end ? compared.end : range.end;
  const product = query.productId ? sql`AND product_id = ${query.productId}` : sql``;
  const summed = rowsOf<SummedRow>(
    await db.execute(sql`
      SELECT product_id, utm_source, utm_medium, utm_campaign, source_domain, partner_company_id,
             (sum(leads) FILTER (WHERE ${inRange(range)}))::float8 AS leads,
             (sum(assigned_leads) FILTER (WHERE ${inRange(range)}))::float8 AS assigned,
             (sum(revenue_cents) FILTER (WHERE ${inRange(range)}))::float8 AS revenue,
             (sum(leads) FILTER (WHERE ${inRange(compared)}))::float8 AS compare_leads,
             (sum(assigned_leads) FILTER (WHERE ${inRange(compared)}))::float8 AS compare_assigned,
             (sum(revenue_cents) FILTER (WHERE ${inRange(compared)}))::float8 AS compare_revenue
        FROM marketing_day_stats
       WHERE day BETWEEN ${from} AND ${to} ${product}
       GROUP BY product_id, utm_source, utm_medium, utm_campaign, source_domain, partner_company_id`),
  );
  const n = (value: number | null) => Number(value ?? 0);
  const rows: MarketingStatsRow[] = summed.map((row) => ({
    productId: Number(row.product_id),
    source: '',
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    sourceDomain: row.source_domain,
    partnerCompanyId: Number(row.partner_company_id),
    current: {
      leads: n(row.leads),
      assigned_leads: n(row.assigned),
      revenue_cents: n(row.revenue),
    },
    previous: {
      leads: n(row.compare_leads),
      assigned_leads: n(row.compare_assigned),
      revenue_cents: n(row.compare_revenue),
    },
  }));
  const partnerIds = [...new Set(rows.map((r) => r.partnerCompanyId).filter((id) => id > 0))];
  const [productRows, partnerRows] = await Promise.all([
    query.mode.startsWith('mijn-')
      ? db.select({ id: products.id, discr: products.discr }).from(products)
      : Promise.resolve([]),
    query.mode === 'partner' && partnerIds.length > 0
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, partnerIds))
      : Promise.resolve([]),
  ]);
  const { groups, totals, compareTotals } = groupMarketingStats(rows, query.mode, {
    productDiscrs: new Map(productRows.map((p) => [p.id, p.discr])),
    partnerNames: new Map(partnerRows.map((c) => [c.id, c.name])),
  });
  return {
    mode: query.mode,
    product_id: query.productId ?? null,
    start_date: range.start,
    end_date: range.end,
    compare_start_date: compared.start,
    compare_end_date: compared.end,
    rows: groups,
    totals,
    compare_totals: compareTotals,
  };
}
