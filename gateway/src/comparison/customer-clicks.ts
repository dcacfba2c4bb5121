import type { FastifyInstance } from 'fastify';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { isValidId, notFound, relayDownload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** A shop's own clicks over GraphQL. */
export const customerClicksResolvers = {
  Query: {
    customerClicks: async (_parent, args, { rest }) => {
      const answer = await rest.typed.get(`/company/${numericId(args.companyId)}/clicks`, {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
      });
      return {
        companyId: String(answer.company_id),
        startDate: answer.start_date,
        endDate: answer.end_date,
        clicks: answer.clicks,
        costCents: answer.cost_cents,
        rowsTotal: answer.rows_total,
        rows: answer.rows.map((row) => ({
          day: row.day,
          productName: row.product_name,
          coreProductName: row.core_product_name,
          clickPriceCents: row.click_price_cents,
          clicks: row.clicks,
          costCents: row.cost_cents,
        })),
      };
    },
  },
} satisfies Resolvers;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The clicks CSV, a pass-through with the browser's session cookie:
 * GET /export/customer-clicks.csv?companyId=&startDate=&endDate= -> GET /company/{id}/clicks/csv
 */
export async function customerClicksFileRoutes(app: FastifyInstance, rest: RestPool) {
  app.get<{ Querystring: { companyId?: string; startDate?: string; endDate?: string } }>(
    '/export/customer-clicks.csv',
    async (request, reply) => {
      const { companyId, startDate, endDate } = request.query;
      if (!companyId || !isValidId(companyId)) return notFound(reply);
      const query = new URLSearchParams();
      // The api validates the days; only well-formed ones are passed on.
      if (startDate) query.set('startDate', DAY.test(startDate) ? startDate : 'invalid');
      if (endDate) query.set('endDate', DAY.test(endDate) ? endDate : 'invalid');
      const search = query.toString();
      return relayDownload(
        rest,
        request,
        reply,
        `/company/${companyId}/clicks/csv${search ? `?${search}` : ''}`,
        'text/csv, application/json',
      );
    },
  );
}
