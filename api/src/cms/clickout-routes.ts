import { z } from 'zod';
import {
  CLICKOUT_GROUPINGS,
  CLICKOUTS_SINCE,
  DEFAULT_CLICKOUT_GROUPING,
} from '#domain/cms/clickout-grouping';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { toCsv, type CsvColumn } from '../shared/csv';
import { badRequest } from '../shared/errors';
import { epochSecondsFilter, optionalIdFilter } from '../shared/query-filters';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireCmsUser } from './cms-access';
import { listClickouts, type ClickoutFilter, type ClickoutJson } from './clickout-list';
import { cmsClickoutListSchema } from './clickout.schema';
import { listPaging } from '../shared/paging';

const filterQuery = z.object({
  groupBy: z.enum(CLICKOUT_GROUPINGS).optional().describe('none: each click; default link'),
  search: z
    .string()
    .max(200)
    .optional()
    .describe('part of the link, target, page, company or product'),
  domainId: z.string().optional(),
  product: z.string().optional().describe('a service product id'),
  companyId: z.string().optional().describe('an affiliate company id'),
  startDate: z.string().optional().describe('epoch seconds; default 2013-01-01'),
  endDate: z.string().optional().describe('epoch seconds, inclusive; default now'),
});
const listQuery = filterQuery.extend({
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

function filterOf(query: z.infer<typeof filterQuery>): ClickoutFilter {
  const start = epochSecondsFilter(query.startDate, 'startDate', CLICKOUTS_SINCE);
  // No end given: up to this moment, clicks of the last second included.
  const end = epochSecondsFilter(query.endDate, 'endDate', Date.now() / 1000 + 1);
  if (end < start)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.ENTER_VALID_DATE });
  return {
    grouping: query.groupBy ?? DEFAULT_CLICKOUT_GROUPING,
    search: query.search,
    domainId: optionalIdFilter(query.domainId, 'domainId'),
    productId: optionalIdFilter(query.product, 'product'),
    companyId: optionalIdFilter(query.companyId, 'companyId'),
    start,
    end,
  };
}

const CSV_COLUMNS: CsvColumn<ClickoutJson>[] = [
  ['Klikken', (row) => row.clicks],
  ['Eerste klik', (row) => row.first_at],
  ['Laatste klik', (row) => row.last_at],
  ['Domein', (row) => row.domain?.host],
  ['Link', (row) => row.url],
  ['Doel', (row) => row.target],
  ['Pagina', (row) => row.page?.url],
  ['Bedrijf', (row) => row.affiliate_company?.name],
  ['Product', (row) => row.product?.name],
  ['Dag', (row) => (/^\d{4}-\d{2}-\d{2}$/.test(row.key) ? row.key : '')],
];

/** At most this many rows go into one export. */
const EXPORT_LIMIT = 100_000;

/** The click-out list (content editors): grouped, searched, by product, company and period. */
export const clickoutRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/clickout',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Click-outs under a filter, grouped (groupBy), 50 a page; the row total also in X-Pagination-Total',
        querystring: listQuery,
        response: { 200: cmsClickoutListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const filter = filterOf(request.query);
      const answer = await listClickouts(
        db,
        filter,
        listPaging(request.query, PAGE_SIZES.clickOuts),
      );
      reply.header('X-Pagination-Total', String(answer.total));
      return answer;
    },
  );

  app.get(
    '/cms/clickout/csv',
    {
      schema: {
        tags: ['cms'],
        summary: 'The click-out list under the same filter and grouping as CSV (all rows)',
        querystring: filterQuery,
        response: {
          200: fileResponse(['text/csv'], 'One row per click or group'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const filter = filterOf(request.query);
      const { items } = await listClickouts(db, filter, { limit: EXPORT_LIMIT, offset: 0 });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="clickouts-${filter.grouping}-${date}.csv"`,
        )
        .send(toCsv(CSV_COLUMNS, items));
    },
  );
};
