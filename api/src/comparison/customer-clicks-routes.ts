import { z } from 'zod';
import { bucketsOf, dutchDay, isDay, lastDays } from '#domain/dashboards/calendar-days';
import { MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import { CUSTOMER_CLICKS, CUSTOMER_CLICKS_CSV_MAX } from '#domain/dashboards/overview-rules';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { toCsv, type CsvColumn } from '../shared/csv';
import { badRequest } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { CUSTOMER_CLICK_ROWS_MAX, customerClicks, type CustomerClickRow } from './customer-clicks';

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const clicksQuery = z.object({
  startDate: day.optional().describe('first day, included; default: 30 days up to endDate'),
  endDate: day.optional().describe('last day, included; default: today'),
});

function rangeOf(query: z.infer<typeof clicksQuery>) {
  const end = query.endDate ?? dutchDay(new Date());
  const range = query.startDate ? { start: query.startDate, end } : lastDays(end, 30);
  if (range.start > range.end)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
  if (bucketsOf(range, 'month').length > MAX_METRIC_BUCKETS)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { startDate: MESSAGE.VALUE_TOO_LOW });
  return range;
}

const clickRowSchema = z
  .object({
    day: z.string().describe('YYYY-MM-DD, Dutch time'),
    product_name: z.string().describe('the offer’s product, as it was called when clicked'),
    core_product_name: z.string().nullable().describe('its category'),
    click_price_cents: z.number().int().describe('the price of one click'),
    clicks: z.number().int(),
    cost_cents: z.number().int(),
  })
  .meta({ id: 'CustomerClickRow' });

const customerClicksSchema = z
  .object({
    company_id: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
    clicks: z.number().int().describe('all clicks of the period'),
    cost_cents: z.number().int().describe('what they cost'),
    rows_total: z.number().int().describe('rows of the period (the list holds at most 5,000)'),
    rows: z.array(clickRowSchema),
  })
  .meta({ id: 'CustomerClicks' });

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

const CSV_COLUMNS: CsvColumn<CustomerClickRow>[] = [
  ['Dag', (row) => row.day],
  ['Product', (row) => row.product_name],
  ['Categorie', (row) => row.core_product_name],
  ['Klikprijs', (row) => euros(row.click_price_cents)],
  ['Klikken', (row) => row.clicks],
  ['Kosten', (row) => euros(row.cost_cents)],
];

/**
 * A comparison shop's own click-outs per day and product (`/customer/clicks`): the
 * company's customers and staff; another company's id answers 404.
 */
export const customerClicksRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/clicks',
    {
      schema: {
        tags: ['comparison'],
        summary: "A shop's click-outs per day, product and click price, with what they cost",
        params: z.object({ id: z.string() }),
        querystring: clicksQuery,
        response: { 200: customerClicksSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, CUSTOMER_CLICKS);
      const { company } = await companyFor(db, viewer, request.params.id);
      const range = rangeOf(request.query);
      const read = await customerClicks(db, company.id, range, CUSTOMER_CLICK_ROWS_MAX);
      return {
        company_id: company.id,
        start_date: range.start,
        end_date: range.end,
        clicks: read.clicks,
        cost_cents: read.cost_cents,
        rows_total: read.total,
        rows: read.rows,
      };
    },
  );

  app.get(
    '/company/:id/clicks/csv',
    {
      schema: {
        tags: ['comparison'],
        summary: "The shop's click-outs of the period as CSV: one row per day, product and price",
        params: z.object({ id: z.string() }),
        querystring: clicksQuery,
        response: {
          200: fileResponse(['text/csv'], 'One row per day, product and click price'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, CUSTOMER_CLICKS);
      const { company } = await companyFor(db, viewer, request.params.id);
      const range = rangeOf(request.query);
      const { rows } = await customerClicks(db, company.id, range, CUSTOMER_CLICKS_CSV_MAX);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="clicks-${range.start}-${range.end}.csv"`,
        )
        .send(toCsv(CSV_COLUMNS, rows));
    },
  );
};
