import { badRequest } from '../shared/errors';

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { [name]: 'MESSAGE.ENTER_VALID_NUMBER' });
  return n;
}

/** The spec's paging parameters (currentPage, itemsPerPage) as limit and offset. */
export function listPaging(
  query: { currentPage?: string; itemsPerPage?: string },
  pageSize: number,
  maxPageSize = 500,
): { limit: number; offset: number } {
  const page = positiveInt(query.currentPage, 'currentPage', 1);
  const limit = Math.min(positiveInt(query.itemsPerPage, 'itemsPerPage', pageSize), maxPageSize);
  return { limit, offset: (page - 1) * limit };
}

/** A LIKE pattern for text typed by a user: %, _ and \ match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
