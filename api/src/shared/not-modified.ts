import type { FastifyReply, FastifyRequest } from 'fastify';

// Conditional GETs of the public deliveries (cms pages, menus, widgets): answers carry an
// ETag, and a request that names it gets 304.

/** Public pages and menus may be cached a minute, and served stale for ten while a cache asks again. */
export const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** True when the client's If-None-Match names this ETag (a weak match is enough for a GET). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

export function answerNotModified(reply: FastifyReply, etag: string, cache: string) {
  return reply.status(304).header('etag', etag).header('cache-control', cache).send();
}
