import type { FastifyReply } from 'fastify';
import { notFound } from '../shared/errors';
import type { StoredFile } from './file-storage';

/**
 * A stored file as the browser gets it: private, never sniffed or run as a page
 * (an SVG cannot script). 404 when the storage has no such file. Files whose address
 * changes with them (a version in it) may pass a long `cacheControl`.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile | null,
  options: { fileName?: string; cacheControl?: string } = {},
) {
  if (!file) throw notFound();
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', options.cacheControl ?? 'private, max-age=3600');
  if (options.fileName)
    reply.header(
      'content-disposition',
      `inline; filename="${options.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
    );
  return reply.send(file.data);
}

/** The cache of a file whose address carries its version: it never changes under it. */
export const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';
