/**
 * Is this the database refusing a row by a unique index? node-postgres puts the code on
 * the error, drizzle wraps it in `cause`; PGlite does the same.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';
