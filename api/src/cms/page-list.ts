import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { isPageType } from '#domain/cms/page-types';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Executor } from '../db';
import { badRequest } from '../shared/errors';
import { pageSummaryJson } from './page-json';
import { cmsPages } from './page.table';
import { positiveInt } from '../shared/paging';

export interface PageListQuery {
  domainId?: string;
  type?: string;
  search?: string;
  page?: string;
  itemsPerPage?: string;
}

/** '%' and '_' typed by the editor are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function pageFilter(query: PageListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.domainId)
    conditions.push(eq(cmsPages.domainId, positiveInt(query.domainId, 'domainId', 0)));
  if (query.type) {
    if (!isPageType(query.type))
      throw badRequest('MESSAGE.VALIDATION_FAILED', { type: 'MESSAGE.SELECT_OPTION' });
    conditions.push(eq(cmsPages.type, query.type));
  }
  const search = query.search?.trim();
  if (search) conditions.push(ilike(cmsPages.url, likePattern(search)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The page list: by domain, type and url text, sorted by url, 25 a page unless asked (bulk: 10,000). */
export async function listPages(db: Executor, query: PageListQuery) {
  const where = pageFilter(query);
  const page = positiveInt(query.page, 'page', 1);
  const size = Math.min(
    positiveInt(query.itemsPerPage, 'itemsPerPage', PAGE_SIZES.cmsPages),
    PAGE_SIZES.bulkPages,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: cmsPages.id,
        domainId: cmsPages.domainId,
        type: cmsPages.type,
        url: cmsPages.url,
        version: cmsPages.version,
        updatedAt: cmsPages.updatedAt,
        publishedVersion: cmsPages.publishedVersion,
        publishAt: cmsPages.publishAt,
        blockCount: sql<number>`jsonb_array_length(${cmsPages.blocks})::int`,
      })
      .from(cmsPages)
      .where(where)
      .orderBy(asc(cmsPages.url), asc(cmsPages.domainId), asc(cmsPages.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsPages)
      .where(where),
  ]);
  return { items: rows.map(pageSummaryJson), total: count?.n ?? 0 };
}
