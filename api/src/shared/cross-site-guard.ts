import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes other sites post to on purpose (docs/architecture.md "Public intake"): they take
 * no session, so a cross-site post can do nothing a direct one cannot.
 */
const CROSS_SITE_ROUTES = new Set([
  'POST /partner/:guid/lead',
  'POST /partner/:guid/lead/match',
  'POST /partner/:guid/lead/:id/attachment',
  'POST /quote-request',
  'POST /public/comparison/review',
]);

/** Sec-Fetch-Site values of a request the portal's own pages (or the user) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * True when a browser sent the request for a page of another site: its Origin is not
 * the portal's nor a listed one (`null` from a sandboxed frame or a redirect counts as
 * foreign), or, without Origin, its Sec-Fetch-Site says so. Clients without a browser
 * (the gateway, curl, a partner's server) send neither and pass.
 */
function isForeign(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const origin = single(request.headers.origin);
  if (origin !== undefined) return !ownOrigins.has(origin);
  const site = single(request.headers['sec-fetch-site']);
  return site !== undefined && !OWN_FETCH_SITES.has(site);
}

/**
 * CSRF for the REST api: a state-changing request (POST, PUT, PATCH, DELETE) a page on
 * another site made the browser send is refused with 403 `MESSAGE.CROSS_SITE_REQUEST`
 * before its body is read or its route runs, whatever cookie it carries. The portal's
 * origin (PUBLIC_URL) and CORS_ORIGINS are the portal's own.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: ApiConfig) {
  const ownOrigins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      CROSS_SITE_ROUTES.has(`${request.method} ${request.routeOptions.url}`) ||
      !isForeign(request, ownOrigins)
    )
      return done();
    done(new ApiError(403, 'MESSAGE.CROSS_SITE_REQUEST'));
  });
}
