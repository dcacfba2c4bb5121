import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * The routes a real HTML form posts to: the login form, the offline checkout's
 * buttons and the payment provider's webhook. Every other route reads JSON only, so a
 * form on another site cannot feed it a body.
 */
const FORM_ROUTES = new Set([
  'POST /login_check/',
  'POST /checkout/offline/:id',
  'POST /payments/webhook',
]);

/**
 * Reads application/x-www-form-urlencoded bodies into a plain object on the form routes
 * and refuses them (415) elsewhere. text/plain is not read at all (415): Fastify's own
 * parser would hand the text to routes that expect JSON.
 */
export function registerFormBody(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      if (!FORM_ROUTES.has(`${request.method} ${request.routeOptions.url}`))
        return done(new ApiError(415, 'MESSAGE.BAD_REQUEST'), undefined);
      const out: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const prev = out[key];
        out[key] =
          prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
      done(null, out);
    },
  );
}
