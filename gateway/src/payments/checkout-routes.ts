import type { FastifyInstance } from 'fastify';
import { relayDownload, relayForm } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

const CHECKOUT_ID = /^off_[\w-]{10,60}$/;

/**
 * What payment providers and the customer's browser reach outside GraphQL:
 * - POST /payments/webhook (form id=…)         -> the api books what the provider reports
 * - GET  /checkout/offline/:id                  -> the offline provider's checkout page
 * - POST /checkout/offline/:id (form action=…)  -> pay or cancel there, then back to the portal
 */
export async function paymentRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null),
    );
    scope.post('/payments/webhook', async (request, reply) =>
      relayForm(rest, request, reply, '/payments/webhook'),
    );
    scope.get<{ Params: { id: string } }>('/checkout/offline/:id', async (request, reply) =>
      CHECKOUT_ID.test(request.params.id)
        ? relayDownload(rest, request, reply, `/checkout/offline/${request.params.id}`)
        : reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' }),
    );
    scope.post<{ Params: { id: string } }>('/checkout/offline/:id', async (request, reply) =>
      CHECKOUT_ID.test(request.params.id)
        ? relayForm(rest, request, reply, `/checkout/offline/${request.params.id}`)
        : reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' }),
    );
  });
}
