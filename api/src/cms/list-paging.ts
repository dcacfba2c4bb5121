import { positiveInt } from '../shared/paging';

/** The CMS lists' paging parameters (currentPage, itemsPerPage) as limit and offset. */
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
