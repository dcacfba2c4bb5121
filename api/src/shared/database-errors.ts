import { MESSAGE } from '#domain/shared/messages';
import { ApiError } from './errors';

/**
 * The SQLSTATE of a database error: node-postgres and PGlite put it on the error,
 * drizzle wraps that in `cause` (a transaction helper may wrap once more).
 */
function databaseError(error: unknown): { code: string; detail?: string } | undefined {
  let current = error as { code?: unknown; detail?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return {
        code: current.code,
        detail: typeof current.detail === 'string' ? current.detail : undefined,
      };
    }
    current = current.cause as typeof current;
  }
  return undefined;
}

/** `Key (product_id)=(9) is not present in table "products".` -> product_id */
function missingColumn(detail: string | undefined): string | undefined {
  const match = /^Key \(([a-z_]+)\)=\(.*\) is not present in table/.exec(detail ?? '');
  return match?.[1];
}

/**
 * The answer for a database refusal that input the checks before it let through can
 * cause: a missing referenced record, a value the column type cannot hold (a number out
 * of range, a text with a NUL byte, an impossible date), a text too long for its index.
 * Undefined for everything else, which stays a server error.
 */
export function apiErrorForDatabase(error: unknown): ApiError | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  const { code, detail } = found;
  // foreign_key_violation
  if (code === '23503') {
    const column = missingColumn(detail);
    if (column)
      return new ApiError(400, MESSAGE.VALIDATION_FAILED, { [column]: MESSAGE.SELECT_OPTION });
    // Still referenced: another request linked the record in between, as with a unique index.
    return new ApiError(409, MESSAGE.DATA_OUTDATED);
  }
  // string_data_right_truncation, program_limit_exceeded (an index row too large)
  if (code === '22001' || code === '54000') return new ApiError(400, MESSAGE.TEXT_TOO_LONG);
  // data_exception: 22P02 invalid text, 22003 numeric out of range, 22021 bad bytes (NUL),
  // 22P05 untranslatable character (NUL in json), 22007/22008 bad dates, 2201W/2201X paging …
  if (code.startsWith('22')) return new ApiError(400, MESSAGE.INVALID_VALUE);
  return undefined;
}
