import { z } from 'zod';
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

/**
 * A `page` query parameter in a zod query schema: a whole number from 1 (default 1). The cap
 * keeps `(page - 1) * size` far from int4, so OFFSET never overflows.
 */
export const pageNumberSchema = z.coerce
  .number({ message: MESSAGE.ENTER_VALID_NUMBER })
  .int({ message: MESSAGE.ENTER_VALID_NUMBER })
  .min(1, { message: MESSAGE.VALUE_TOO_LOW })
  .max(100_000, { message: MESSAGE.VALUE_TOO_HIGH })
  .default(1);

/** A list's currentPage/itemsPerPage paging parameters (currentPage, itemsPerPage) as limit and offset. */
export function listPaging(
  query: { currentPage?: string; itemsPerPage?: string },
  pageSize: number,
  maxPageSize = 500,
): { limit: number; offset: number } {
  const page = positiveInt(query.currentPage, 'currentPage', 1);
  const limit = Math.min(positiveInt(query.itemsPerPage, 'itemsPerPage', pageSize), maxPageSize);
  return { limit, offset: (page - 1) * limit };
}
