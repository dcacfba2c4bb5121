import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StoredFile } from '../files';
import { notFound } from '../shared/errors';

export const idParams = z.object({ id: z.string() });
export const listQuery = z.object({
  search: z.string().optional(),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

/** Case-insensitive equality of a name column, leaving out the record itself when it has an id. */
export function sameName(column: AnyPgColumn, idColumn: AnyPgColumn, name: string, id?: number) {
  const same: SQL = sql`lower(${column}) = lower(${name})`;
  return id === undefined ? same : and(same, ne(idColumn, id));
}

/** The name a file was sent with, for display only (never used as a path). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return printable.slice(0, 200) || 'bestand';
}

/** A stored file as the browser gets it: private, never sniffed or run as a page. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile | null, fileName?: string) {
  if (!file) throw notFound();
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, max-age=3600');
  if (fileName)
    reply.header(
      'content-disposition',
      `inline; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
    );
  return reply.send(file.data);
}
