import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

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
