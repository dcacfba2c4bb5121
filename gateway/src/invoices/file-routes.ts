import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/**
 * An invoice's documents travel outside GraphQL, with the browser's session cookie:
 * - GET /files/invoice/:id/pdf -> GET /invoice/:id/pdf (the PDF, shown in the browser)
 * - GET /files/invoice/:id/ubl -> GET /invoice/:id/ubl (the e-invoice, downloaded)
 * - GET /files/invoice/direct_debit/batch[?collectionDate=] -> the SEPA direct-debit file
 * - GET /files/invoice/:id/clickout/csv|pdf -> the invoice's click-out specification
 */
export async function invoiceFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  app.get<{ Querystring: { collectionDate?: string } }>(
    '/files/invoice/direct_debit/batch',
    async (request, reply) => {
      const date = request.query.collectionDate;
      const query = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `?collectionDate=${date}` : '';
      return relayDownload(rest, request, reply, `/invoice/direct_debit/batch${query}`);
    },
  );
  for (const kind of ['pdf', 'ubl'] as const) {
    app.get<{ Params: { id: string } }>(`/files/invoice/:id/${kind}`, async (request, reply) =>
      isValidId(request.params.id)
        ? relayDownload(rest, request, reply, `/invoice/${request.params.id}/${kind}`)
        : notFound(reply),
    );
  }
  for (const kind of ['csv', 'pdf'] as const) {
    app.get<{ Params: { id: string } }>(
      `/files/invoice/:id/clickout/${kind}`,
      async (request, reply) =>
        isValidId(request.params.id)
          ? relayDownload(rest, request, reply, `/invoice/${request.params.id}/clickout/${kind}`)
          : notFound(reply),
    );
  }
}
