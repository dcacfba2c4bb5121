import { MESSAGE } from '#domain/shared/messages';
import { badRequest } from './errors';
import { MAX_INT4 } from './ids';

/**
 * A positive whole number of a query string (a page, a page size, an id filter), or the
 * fallback when absent; a fraction, text or a number beyond int4 is a field error.
 */
export function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_INT4)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { [name]: MESSAGE.ENTER_VALID_NUMBER });
  return n;
}
