import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { badRequest } from './errors';
import { MAX_INT4 } from './ids';

/** No list hands out more rows at once, whatever itemsPerPage asks. */
export const MAX_PAGE_SIZE = 1000;

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

/** A page number of a query string: 1 when absent. */
export const pageSchema = z.coerce
  .number({ error: MESSAGE.ENTER_VALID_NUMBER })
  .int({ error: MESSAGE.ENTER_VALID_NUMBER })
  .min(1, { error: MESSAGE.VALUE_TOO_LOW })
  .max(MAX_INT4, { error: MESSAGE.VALUE_TOO_HIGH })
  .default(1);

/** A page size of a query string: the default when absent, at most `max`. */
export const pageSizeSchema = (fallback: number, max = MAX_PAGE_SIZE) =>
  z.coerce
    .number({ error: MESSAGE.ENTER_VALID_NUMBER })
    .int({ error: MESSAGE.ENTER_VALID_NUMBER })
    .min(1, { error: MESSAGE.VALUE_TOO_LOW })
    .max(max, { error: MESSAGE.VALUE_TOO_HIGH })
    .default(fallback);
