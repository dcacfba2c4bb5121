import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAccess, type Permission } from '#domain/accounts/access';
import { viewerForToken, isStaff, ViewerCache, type Viewer } from '../accounts';
import type { ApiConfig } from '../config';
import type { Database } from '../db';
import { listenForOutbox } from '../events';
import { ApiError } from './errors';

export type { Viewer };
export { isStaff };

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null; resolved from the `sid` cookie before the route runs. */
    viewer: Viewer | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves request.viewer from the session cookie on every request that carries one,
 * through a short-lived cache of this process (accounts/viewer-cache.ts, docs/performance.md).
 * The cache is emptied on every outbox signal, which every change of a session, a role,
 * an account or a company link sends when it commits (in any process), and after every
 * writing request of this process, so a revoked session stops working at once.
 */
export async function registerSessionGuard(app: FastifyInstance, db: Database) {
  const cache = new ViewerCache();
  const unlisten = await listenForOutbox(db, () => cache.clear());
  app.addHook('onClose', async () => {
    await unlisten();
  });
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.viewer = token ? await viewerForToken(db, token, cache) : null;
  });
  // Before the answer leaves: the writer's next request, here or anywhere, sees the change.
  app.addHook('onSend', async (request) => {
    if (!READ_METHODS.has(request.method)) cache.clear();
  });
}

/** The viewer, or 401 MESSAGE.UNAUTHORIZED. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new ApiError(401, 'MESSAGE.UNAUTHORIZED');
  return request.viewer;
}

/** The viewer when the permission list (domain rule, '!ROLE' denies) lets them pass; else 401/403. */
export function requirePermission(request: FastifyRequest, permission: Permission): Viewer {
  const viewer = requireViewer(request);
  if (!hasAccess(viewer.roles, permission)) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return viewer;
}

/** The viewer when they are internal staff; else 401/403. */
export function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!isStaff(viewer)) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return viewer;
}

/** The viewer when staff or a user of the company; else 401/403. */
export function requireCompanyAccess(request: FastifyRequest, companyId: number): Viewer {
  const viewer = requireViewer(request);
  if (!isStaff(viewer) && !viewer.companyIds.includes(companyId))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return viewer;
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure over HTTPS (or as configured). */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<ApiConfig, 'cookieSecure'>,
  token: string,
  maxAgeSeconds: number,
) {
  const secure =
    config.cookieSecure === 'auto' ? isHttps(reply.request) : config.cookieSecure === 'true';
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<ApiConfig, 'cookieSecure'>) {
  const secure =
    config.cookieSecure === 'auto' ? isHttps(reply.request) : config.cookieSecure === 'true';
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
