import { sql } from 'drizzle-orm';
import type { DayRange } from '#domain/dashboards/calendar-days';
import { COVERAGE_POINTS_MAX } from '#domain/dashboards/overview-rules';
import { METERS_PER_DEGREE_LATITUDE } from '#domain/leads/filter-match';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import type { CoverageOverview } from './overview-coverage.schema';

const periodOf = (range: DayRange) => sql`
  l.created_at >= (${range.start}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
  AND l.created_at < (${range.end}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'`;

/**
 * Demand against supply (docs/dashboards.md): the places of the period's newest leads
 * (at most 5,000, for the heat layer), and per municipality and product with demand the
 * companies whose filter holds it, by the matching's own area rule: the municipality is
 * one of the filter's, or the middle of its leads lies within the filter's radius around
 * the filter's point (the company's address unless it deviates). Only companies that
 * would be matched count: active, not plaza-only, product and filter not paused. The
 * filters' answer choices are left out: coverage is about where, not what.
 * Reads the leads through `leads_coverage_idx` (period range, index only).
 */
export async function coverageOverview(
  db: Executor,
  options: { range: DayRange; productId?: number },
  now = new Date(),
): Promise<CoverageOverview> {
  const { range, productId } = options;
  const period = periodOf(range);
  const leadProduct = productId ? sql`AND l.product_id = ${productId}` : sql``;
  const filterProduct = productId ? sql`AND cp.product_id = ${productId}` : sql``;
  const points = rowsOf<{ latitude: number; longitude: number }>(
    await db.execute(sql`
      SELECT l.latitude, l.longitude FROM leads l
       WHERE ${period} ${leadProduct} AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
       ORDER BY l.created_at DESC
       LIMIT ${COVERAGE_POINTS_MAX + 1}`),
  );
  const areas = rowsOf<{
    municipality: string;
    province: string | null;
    product_id: number;
    product_name: string;
    leads: number;
    latitude: number;
    longitude: number;
    companies: number;
  }>(
    await db.execute(sql`
      WITH demand AS (
        SELECT l.municipality, max(l.province) AS province, l.product_id, count(*)::int AS leads,
               avg(l.latitude) AS latitude, avg(l.longitude) AS longitude
          FROM leads l
         WHERE ${period} ${leadProduct} AND l.municipality IS NOT NULL
           AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
         GROUP BY l.municipality, l.product_id
      ), supply AS MATERIALIZED (
        SELECT cp.company_id, cp.product_id, f.max_distance, f.municipalities,
               coalesce(f.latitude, c.latitude) AS latitude,
               coalesce(f.longitude, c.longitude) AS longitude
          FROM company_product_filters f
          JOIN company_products cp ON cp.id = f.company_product_id
          JOIN companies c ON c.id = cp.company_id
         WHERE c.state = 'active' AND NOT c.plaza_only
           AND NOT cp.paused AND (cp.paused_until IS NULL OR cp.paused_until <= ${now})
           AND NOT f.paused ${filterProduct}
      )
      SELECT d.municipality, d.province, d.product_id, p.name AS product_name, d.leads,
             d.latitude, d.longitude,
             (SELECT count(DISTINCT s.company_id)::int FROM supply s
               WHERE s.product_id = d.product_id
                 AND (d.municipality = ANY (s.municipalities)
                      OR (s.max_distance > 0 AND s.latitude IS NOT NULL
                          AND abs(s.latitude - d.latitude)
                              <= s.max_distance / ${METERS_PER_DEGREE_LATITUDE}::float8
                          AND 12742000 * asin(least(1, sqrt(
                                power(sin(radians(s.latitude - d.latitude) / 2), 2)
                                + cos(radians(d.latitude)) * cos(radians(s.latitude))
                                  * power(sin(radians(s.longitude - d.longitude) / 2), 2))))
                              <= s.max_distance))) AS companies
        FROM demand d JOIN products p ON p.id = d.product_id
       ORDER BY d.leads DESC, d.municipality, p.position, p.name`),
  );
  const [counted] = rowsOf<{ leads: number; companies: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM leads l
               WHERE ${period} ${leadProduct}
                 AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL) AS leads,
             (SELECT count(DISTINCT cp.company_id)::int
                FROM company_product_filters f
                JOIN company_products cp ON cp.id = f.company_product_id
                JOIN companies c ON c.id = cp.company_id
               WHERE c.state = 'active' AND NOT c.plaza_only
                 AND NOT cp.paused AND (cp.paused_until IS NULL OR cp.paused_until <= ${now})
                 AND NOT f.paused ${filterProduct}) AS companies`),
  );
  return {
    start_date: range.start,
    end_date: range.end,
    product_id: productId ?? null,
    leads: Number(counted?.leads ?? 0),
    points: points.slice(0, COVERAGE_POINTS_MAX).map((point) => ({
      latitude: Number(point.latitude),
      longitude: Number(point.longitude),
    })),
    points_capped: points.length > COVERAGE_POINTS_MAX,
    companies: Number(counted?.companies ?? 0),
    areas: areas.map((area) => ({
      ...area,
      leads: Number(area.leads),
      latitude: Number(area.latitude),
      longitude: Number(area.longitude),
      companies: Number(area.companies),
    })),
  };
}
