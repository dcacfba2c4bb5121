import { z } from 'zod';
import {
  bucketsOf,
  COMPARE_WITH,
  dutchDay,
  GROUP_BYS,
  isDay,
  lastDays,
} from '#domain/dashboards/calendar-days';
import { BUSINESS_METRICS, MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { leadAndRevenue } from './lead-and-revenue';
import { leadAndRevenueSchema } from './lead-and-revenue.schema';

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const metricsQuery = z.object({
  groupBy: z.enum(GROUP_BYS, { message: MESSAGE.SELECT_OPTION }).default('day'),
  product: z.coerce.number().int().positive().optional(),
  startDate: day.optional().describe('first day, included; default: 29 days before endDate'),
  endDate: day.optional().describe('last day, included; default: today'),
  compareWith: z
    .enum(COMPARE_WITH, { message: MESSAGE.SELECT_OPTION })
    .optional()
    .describe('previous_period: the as long stretch just before; previous_year: a year earlier'),
});

/** The business's figures for the lead managers' home and the metrics dashboard. */
export const metricsRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/metrics/lead_and_revenue',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Leads, assigned leads and revenue per day, week or month, with a compared period',
        querystring: metricsQuery,
        response: { 200: leadAndRevenueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, BUSINESS_METRICS);
      const query = request.query;
      const end = query.endDate ?? dutchDay(new Date());
      const range = query.startDate ? { start: query.startDate, end } : lastDays(end, 29);
      if (range.start > range.end)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
      if (bucketsOf(range, query.groupBy).length > MAX_METRIC_BUCKETS)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { startDate: MESSAGE.VALUE_TOO_LOW });
      return leadAndRevenue(db, {
        range,
        groupBy: query.groupBy,
        productId: query.product,
        compareWith: query.compareWith,
      });
    },
  );
};
