/** The rows of a raw `db.execute` answer: node-postgres and PGlite shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
