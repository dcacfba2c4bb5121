import type { FastifyInstance } from 'fastify';
import type { EventStream } from './events/event-stream';
import type { RestPool } from './rest/rest-pool';

/**
 * /healthz: the process answers. /readyz: the api answers too (GET API_URL/healthz)
 * and the api's event stream is followed, so a subscription opened now misses nothing.
 */
export function registerHealth(
  app: FastifyInstance,
  rest: RestPool,
  eventStream: EventStream | undefined,
): void {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (_request, reply) => {
    if (eventStream && !eventStream.connected) {
      return reply.code(503).send({ ok: false, events: 'connecting' });
    }
    try {
      const response = await rest.pool.request({
        method: 'GET',
        path: `${rest.basePath}/healthz`,
        headersTimeout: 2000,
        bodyTimeout: 2000,
      });
      await response.body.dump();
      if (response.statusCode < 500) return { ok: true, api: 'up' };
      return reply.code(503).send({ ok: false, api: `status ${response.statusCode}` });
    } catch {
      return reply.code(503).send({ ok: false, api: 'unreachable' });
    }
  });
}
