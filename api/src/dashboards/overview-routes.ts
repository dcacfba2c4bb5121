import { z } from 'zod';
import { dutchDay, isDay, lastDays, type DayRange } from '#domain/dashboards/calendar-days';
import {
  COVERAGE_DEFAULT_DAYS,
  COVERAGE_OVERVIEW,
  PARTNER_OVERVIEW,
} from '#domain/dashboards/overview-rules';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { coverageOverview } from './overview-coverage';
import { coverageOverviewSchema } from './overview-coverage.schema';
import { partnerOverview } from './overview-partners';
import { partnerOverviewSchema } from './overview-partners.schema';

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const overviewQuery = (defaultDays: number) =>
  z.object({
    startDate: day
      .optional()
      .describe(`first day, included; default: ${defaultDays} days up to endDate`),
    endDate: day.optional().describe('last day, included; default: today'),
    product: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  });

/** The asked days, or the default stretch up to today; an end before the start is 400. */
export function overviewRange(
  query: { startDate?: string; endDate?: string },
  defaultDays: number,
): DayRange {
  const end = query.endDate ?? dutchDay(new Date());
  const range = query.startDate ? { start: query.startDate, end } : lastDays(end, defaultDays);
  if (range.start > range.end)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
  return range;
}

/** The staff overviews: partners' figures and lead demand against coverage (docs/dashboards.md). */
export const overviewRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/partners/stats',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "Partner stats: each partner's leads by outcome and their revenue, against the period before",
        querystring: overviewQuery(30),
        response: { 200: partnerOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, PARTNER_OVERVIEW);
      const range = overviewRange(request.query, 30);
      return partnerOverview(db, { range, productId: request.query.product });
    },
  );

  app.get(
    '/company/coverage',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Coverage: the places of the period’s leads (at most 5,000) and per area with demand the companies covering it',
        querystring: overviewQuery(COVERAGE_DEFAULT_DAYS),
        response: { 200: coverageOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, COVERAGE_OVERVIEW);
      const range = overviewRange(request.query, COVERAGE_DEFAULT_DAYS);
      return coverageOverview(db, { range, productId: request.query.product });
    },
  );
};
