import type { FastifyInstance } from 'fastify';
import { relayPublicGet } from '../cms/delivery-routes';
import type { RestPool } from '../rest/rest-pool';

/**
 * A site's menus for the public sites, passed through to the api with the caching
 * headers both ways, as the page delivery is:
 * - GET /public/cms/menu?host=…&kind=menu|product_menu  -> GET /public/cms/menu
 */
export async function menuDeliveryRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  app.get('/public/cms/menu', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return relayPublicGet(rest, request, reply, `/public/cms/menu${query}`);
  });
}
