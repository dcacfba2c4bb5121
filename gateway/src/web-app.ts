import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build:web` (or `npm start`, which builds it) and reload.\n';

/** A path the single-page app handles itself (no file extension in its last segment). */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/graphql' || path.startsWith('/graphql/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}

/**
 * Serves the built web app from `webDist`; any other GET that is not a file gets
 * index.html so the client-side router can take it (history API fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  /** Sent with every answer of the app (`security/content-security-policy.ts`). */
  contentSecurityPolicy: string,
): Promise<void> {
  const root = resolve(webDist);
  if (!existsSync(join(root, 'index.html'))) {
    app.setNotFoundHandler((request, reply) => {
      if (!isAppRoute(request)) return notFound(reply);
      return reply
        .code(503)
        .header('content-security-policy', contentSecurityPolicy)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT);
    });
    return;
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz next to each file (web/build/precompress-plugin.ts);
    // the plugin picks br, then gzip, then the plain file from accept-encoding.
    preCompressed: true,
    // Our own cache rules below (the plugin's default would say max-age=0 for everything).
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('content-security-policy', contentSecurityPolicy);
      // The same URL answers differently per accept-encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      // Vite puts content-hashed files under assets/: they never change.
      if (path.split(sep).includes('assets')) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isAppRoute(request)) return notFound(reply);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy)
      .sendFile('index.html');
  });
}
