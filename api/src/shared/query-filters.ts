import { MESSAGE } from '#domain/shared/messages';
import { badRequest } from './errors';

/** An optional id filter of a query string: absent, or a valid id (else a field error). */
export function optionalIdFilter(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { [field]: MESSAGE.SELECT_OPTION });
  return id;
}

/** A date of a query string in epoch seconds, or the fallback when absent (else a field error). */
export function epochSecondsFilter(
  value: string | undefined,
  field: string,
  fallback: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { [field]: MESSAGE.ENTER_VALID_DATE });
  return n;
}

/** A LIKE pattern for text typed by a user: %, _ and \ match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
