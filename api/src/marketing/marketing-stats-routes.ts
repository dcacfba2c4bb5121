import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { comparedRange, dutchDay, isDay, lastDays } from '#domain/dashboards/calendar-days';
import { isMarketingMode, type MarketingMode } from '#domain/leads/marketing-modes';
import { MARKETING_STATS } from '#domain/marketing/marketing-stats';
import { MESSAGE } from '#domain/shared/messages';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { idSchema } from '../shared/ids';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { marketingStats } from './marketing-stats';
import { marketingStatsSchema } from './marketing-stats.schema';

/** The overview's default period: the last 30 days, today included. */
export const MARKETING_STATS_DEFAULT_DAYS = 30;
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2999-12-31';

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const statsQuery = z.object({
  mode: z
    .string()
    .max(120)
    .optional()
    .describe('all (default), affiliate, source-domain, email, campaign, bing, google-ads, …'),
  product: idSchema.optional().describe('only leads of this product'),
  startDate: day.optional().describe('first day, included; default: 29 days before endDate'),
  endDate: day.optional().describe('last day, included; default: today'),
});

/** GET /company/marketing-stats: where the period's leads came from (docs/marketing.md). */
export const marketingStatsRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/marketing-stats',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Leads, assigned leads and revenue per channel, campaign, medium, site or partner, against the period before',
        querystring: statsQuery,
        response: { 200: marketingStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, MARKETING_STATS);
      const query = request.query;
      const mode = (query.mode ?? 'all') as MarketingMode;
      if (!isMarketingMode(mode))
        throw badRequest(MESSAGE.VALIDATION_FAILED, { mode: MESSAGE.SELECT_OPTION });
      if (mode.startsWith('mijn-')) {
        const [product] = await db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.discr, mode.slice('mijn-'.length)));
        if (!product) throw badRequest(MESSAGE.VALIDATION_FAILED, { mode: MESSAGE.SELECT_OPTION });
      }
      const end = query.endDate ?? dutchDay(new Date());
      const range = query.startDate
        ? { start: query.startDate, end }
        : lastDays(end, MARKETING_STATS_DEFAULT_DAYS);
      if (range.start < EARLIEST_DAY)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { startDate: MESSAGE.VALUE_TOO_LOW });
      if (range.end > LATEST_DAY)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_HIGH });
      if (range.start > range.end)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
      return marketingStats(db, {
        mode,
        range,
        compared: comparedRange(range, 'previous_period'),
        productId: query.product,
      });
    },
  );
};
