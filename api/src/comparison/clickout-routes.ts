import { z } from 'zod';
import { CLICKOUTS_SINCE } from '#domain/cms/clickout-grouping';
import {
  COMPARISON_CLICKOUT_GROUPINGS,
  DEFAULT_COMPARISON_CLICKOUT_GROUPING,
} from '#domain/comparison/clickout-grouping';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { listPaging } from '../shared/paging';
import type { AreaPlugin } from '../shared/area-plugin';
import { toCsv, type CsvColumn } from '../shared/csv';
import { badRequest } from '../shared/errors';
import { epochSecondsFilter, optionalIdFilter } from '../shared/query-filters';
import { errorResponses, fileResponse } from '../shared/responses';
import {
  listComparisonClickouts,
  type ComparisonClickoutFilter,
  type ComparisonClickoutJson,
} from './clickout-list';
import { comparisonClickoutListSchema } from './clickout.schema';
import { requireComparisonUser } from './comparison-access';

const filterQuery = z.object({
  groupBy: z
    .enum(COMPARISON_CLICKOUT_GROUPINGS)
    .optional()
    .describe('none: each click; default company'),
  search: z.string().max(200).optional().describe('part of the product, shop, page or target'),
  domainId: z.string().optional(),
  coreProductId: z.string().optional(),
  companyId: z.string().optional().describe('the shop'),
  startDate: z.string().optional().describe('epoch seconds; default 2013-01-01'),
  endDate: z.string().optional().describe('epoch seconds, inclusive; default now'),
});
const listQuery = filterQuery.extend({
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

function filterOf(query: z.infer<typeof filterQuery>): ComparisonClickoutFilter {
  const start = epochSecondsFilter(query.startDate, 'startDate', CLICKOUTS_SINCE);
  const end = epochSecondsFilter(query.endDate, 'endDate', Date.now() / 1000 + 1);
  if (end < start)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.ENTER_VALID_DATE });
  return {
    grouping: query.groupBy ?? DEFAULT_COMPARISON_CLICKOUT_GROUPING,
    search: query.search,
    domainId: optionalIdFilter(query.domainId, 'domainId'),
    coreProductId: optionalIdFilter(query.coreProductId, 'coreProductId'),
    companyId: optionalIdFilter(query.companyId, 'companyId'),
    start,
    end,
  };
}

const euros = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');

const CSV_COLUMNS: CsvColumn<ComparisonClickoutJson>[] = [
  ['Klikken', (row) => row.clicks],
  ['Klikprijs totaal', (row) => euros(row.click_price_cents)],
  ['Eerste klik', (row) => row.first_at],
  ['Laatste klik', (row) => row.last_at],
  ['Domein', (row) => row.domain?.host],
  ['Pagina', (row) => row.page_url],
  ['Product', (row) => row.product?.name],
  ['Kernproduct', (row) => row.core_product?.name],
  ['Winkel', (row) => row.company?.name],
  ['Prijs aanbieding', (row) => euros(row.offer_price_cents)],
  ['Doel', (row) => row.target_url],
  ['Dag', (row) => (/^\d{4}-\d{2}-\d{2}$/.test(row.key) ? row.key : '')],
];

/** At most this many rows go into one export. */
const EXPORT_LIMIT = 100_000;

/** Comparison click-outs (comparison editors): grouped, searched, by core product, shop and period. */
export const comparisonClickoutRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/clickout',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Click-outs to shops’ offers under a filter, grouped (groupBy), 50 a page, with what they cost; the row total also in X-Pagination-Total',
        querystring: listQuery,
        response: { 200: comparisonClickoutListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const answer = await listComparisonClickouts(
        db,
        filterOf(request.query),
        listPaging(request.query, PAGE_SIZES.clickOuts),
      );
      reply.header('X-Pagination-Total', String(answer.total));
      return answer;
    },
  );

  app.get(
    '/comparison/clickout/csv',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'The comparison click-out list under the same filter and grouping as CSV (all rows)',
        querystring: filterQuery,
        response: {
          200: fileResponse(['text/csv'], 'One row per click or group'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const filter = filterOf(request.query);
      const { items } = await listComparisonClickouts(db, filter, {
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="comparison-clickouts-${filter.grouping}-${date}.csv"`,
        )
        .send(toCsv(CSV_COLUMNS, items));
    },
  );
};
