import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/**
 * A deposit's receipt travels outside GraphQL, with the browser's session cookie:
 * GET /files/company/:id/prepaid/receipt/:paymentId -> GET /company/:id/prepaid/receipt/:paymentId/pdf
 */
export async function prepaidFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  app.get<{ Params: { id: string; paymentId: string } }>(
    '/files/company/:id/prepaid/receipt/:paymentId',
    async (request, reply) => {
      const { id, paymentId } = request.params;
      return isValidId(id) && isValidId(paymentId)
        ? relayDownload(rest, request, reply, `/company/${id}/prepaid/receipt/${paymentId}/pdf`)
        : notFound(reply);
    },
  );
}
