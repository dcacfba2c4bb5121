import { z } from 'zod';
import { dutchDay, isDay, lastDays } from '#domain/dashboards/calendar-days';
import {
  ALL_STATS_SORTS,
  companyStatsPeriod,
  type CompanyStatsPeriod,
} from '#domain/dashboards/company-stats-rules';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, requireCompanyStaff } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { companyAllStats, companyStats, companyStatsCsv } from './company-stats';
import { companyAllStatsSchema, companyStatsSchema } from './company-stats.schema';
import { pageNumberSchema } from '../shared/paging';

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const statsQuery = z.object({
  startDate: day
    .optional()
    .describe('first day, included; default: all time, for a partner company the previous month'),
  endDate: day.optional().describe('last day, included; default: today (partners: see startDate)'),
});

/** The staff overview's default period: the last 30 days, today included. */
export const ALL_STATS_DEFAULT_DAYS = 30;

const allStatsQuery = z.object({
  startDate: day.optional().describe('first day, included; default: 29 days before endDate'),
  endDate: day.optional().describe('last day, included; default: today'),
  sort: z.enum(ALL_STATS_SORTS, { message: MESSAGE.SELECT_OPTION }).default('leads'),
  order: z.enum(['asc', 'desc'], { message: MESSAGE.SELECT_OPTION }).default('desc'),
  page: pageNumberSchema,
});

const companyParams = z.object({ id: z.string() });

/** The earliest first day asked: the compared stretch before it stays a plain calendar date. */
export const EARLIEST_STATS_DAY = '1900-01-01';

function checkedRange(period: CompanyStatsPeriod): CompanyStatsPeriod {
  if (period.range.start < EARLIEST_STATS_DAY)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { startDate: MESSAGE.VALUE_TOO_LOW });
  if (period.range.start > period.range.end)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
  return period;
}

/**
 * Company stats (docs/dashboards.md): one company's figures and their CSV for its users,
 * its managing partner and staff (404 for anyone else), and every company's figures for
 * staff. Read from the per-day aggregates only.
 */
export const companyStatsRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/all-stats',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "Every company's leads, revenue and claims in a period (staff), 25 a page, sorted by leads, revenue or claims",
        querystring: allStatsQuery,
        response: { 200: companyAllStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCompanyStaff(requireViewer(request));
      const { startDate, endDate, sort, order, page } = request.query;
      const end = endDate ?? dutchDay(new Date());
      const range = startDate ? { start: startDate, end } : lastDays(end, ALL_STATS_DEFAULT_DAYS);
      checkedRange({ range, compared: null, allTime: false });
      return companyAllStats(db, { range, sort, order, page });
    },
  );

  app.get(
    '/company/:id/stats',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "A company's leads, revenue (per product) and claims in a period, against the period before",
        params: companyParams,
        querystring: statsQuery,
        response: { 200: companyStatsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const period = checkedRange(companyStatsPeriod(company, dutchDay(new Date()), request.query));
      return companyStats(db, company, period);
    },
  );

  app.get(
    '/company/:id/csv',
    {
      schema: {
        tags: ['dashboards'],
        summary: "A company's stats of a period as CSV: a line per day and product, claims per day",
        params: companyParams,
        querystring: statsQuery,
        response: {
          200: fileResponse(['text/csv'], 'The figures, a line per day and product'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const { range } = checkedRange(
        companyStatsPeriod(company, dutchDay(new Date()), request.query),
      );
      const csv = await companyStatsCsv(db, company.id, range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="bedrijf-${company.id}-statistieken-${range.start}-${range.end}.csv"`,
        )
        .send(csv);
    },
  );
};
