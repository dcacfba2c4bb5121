import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidId, notFound } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** What a cache needs of the api's answer, passed on as it is. */
const DELIVERY_HEADERS = [
  'content-type',
  'etag',
  'location',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
];

/** GET a public api path without cookie and pass the answer on with its cache headers. */
export async function relayPublicGet(
  rest: RestPool,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPath: string,
): Promise<FastifyReply> {
  // No cookie travels: the delivery is the same for everyone, so caches may share it.
  const headers: Record<string, string> = { accept: 'application/json, image/*' };
  const tag = request.headers['if-none-match'];
  if (typeof tag === 'string') headers['if-none-match'] = tag;
  try {
    const response = await rest.pool.request({
      method: 'GET',
      path: `${rest.basePath}${apiPath}`,
      headers,
    });
    for (const name of DELIVERY_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (response.statusCode === 304) {
      await response.body.dump();
      return reply.status(304).send();
    }
    return reply.status(response.statusCode).send(response.body);
  } catch (error) {
    reply.log.warn({ err: error }, 'api unreachable for the page delivery');
    return reply.status(503).send({ message: 'MESSAGE.SERVICE_UNAVAILABLE' });
  }
}

/**
 * The public sites' read-only delivery, passed through to the api with the
 * caching headers both ways (ETag, If-None-Match, Cache-Control):
 * - GET /public/cms/page?host=…&url=…  -> GET /public/cms/page
 * - GET /public/cms/file/:id           -> GET /public/cms/file/:id
 */
export async function cmsDeliveryRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  app.get('/public/cms/page', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return relayPublicGet(rest, request, reply, `/public/cms/page${query}`);
  });
  app.get<{ Params: { id: string } }>('/public/cms/file/:id', async (request, reply) => {
    if (!isValidId(request.params.id)) return notFound(reply);
    return relayPublicGet(rest, request, reply, `/public/cms/file/${request.params.id}`);
  });
}
