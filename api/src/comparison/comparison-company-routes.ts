import { asc, eq, sql } from 'drizzle-orm';
import { companies } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireComparisonUser } from './comparison-access';
import { comparisonCompanyListSchema } from './comparison-company.schema';

// Written out: inside a subquery drizzle leaves column names unqualified.
const offerCount = sql<number>`(SELECT count(*)::int FROM comparison_offers o WHERE o.company_id = companies.id AND o.retired_at IS NULL)`;
const productCount = sql<number>`(SELECT count(DISTINCT o.product_id)::int FROM comparison_offers o WHERE o.company_id = companies.id AND o.retired_at IS NULL)`;
const recent = `FROM comparison_clickouts c WHERE c.company_id = companies.id AND c.clicked_at >= now() - interval '30 days'`;
const recentClicks = sql<number>`(SELECT count(*)::int ${sql.raw(recent)})`;
const recentCost = sql<number>`(SELECT coalesce(sum(c.click_price_cents), 0)::int ${sql.raw(recent)})`;

/**
 * Comparison companies (docs/comparison.md): the companies flagged for comparison, with
 * their offers and clicks.
 */
export const comparisonCompanyRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/company',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Companies flagged for comparison by name, with their current offers and the click-outs of the last 30 days',
        response: { 200: comparisonCompanyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          state: companies.state,
          website: companies.website,
          offer_count: offerCount,
          product_count: productCount,
          clickouts_30_days: recentClicks,
          click_revenue_30_days_cents: recentCost,
        })
        .from(companies)
        .where(eq(companies.isComparison, true))
        .orderBy(asc(sql`lower(${companies.name})`));
      return { items: rows };
    },
  );
};
