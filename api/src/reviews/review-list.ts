import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { REVIEW_STATUSES } from '#domain/reviews/review-status';
import { companies } from '../companies';
import type { Executor } from '../db';
import { pageNumberSchema } from '../shared/paging';
import type { ReviewReach } from './review-access';
import { reviews } from './review.table';

/** The review list's parameters. */
export const reviewListQuery = z.object({
  companyId: z.coerce.number().int().positive().optional(),
  status: z.enum(REVIEW_STATUSES).optional().describe('one moderation label'),
  search: z.string().trim().max(100).optional().describe('writer, company, text or reply'),
  startDate: z.coerce.number().int().optional().describe('epoch seconds'),
  endDate: z.coerce.number().int().optional().describe('epoch seconds'),
  sortColumn: z.enum(['created', 'rating', 'company', 'status']).default('created'),
  sortReverse: z.enum(['true', 'false']).default('true').describe('true: highest / newest first'),
  currentPage: pageNumberSchema,
  itemsPerPage: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZES.reviews),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

const SORT_COLUMNS = {
  created: reviews.createdAt,
  rating: reviews.rating,
  company: companies.name,
  status: reviews.status,
} as const;

/**
 * One page of reviews and their total. `companies` narrows to what a
 * non-staff viewer reads, who also never sees deleted reviews.
 */
export async function listReviews(db: Executor, query: ReviewListQuery, reach: ReviewReach) {
  const conditions: SQL[] = [];
  if (query.companyId) conditions.push(eq(reviews.companyId, query.companyId));
  if (!reach.staff) {
    conditions.push(inArray(reviews.companyId, [...reach.readFor, 0]));
    conditions.push(ne(reviews.status, 'deleted'));
  }
  if (query.status) conditions.push(eq(reviews.status, query.status));
  if (query.startDate !== undefined)
    conditions.push(gte(reviews.createdAt, new Date(query.startDate * 1000)));
  if (query.endDate !== undefined)
    conditions.push(lte(reviews.createdAt, new Date(query.endDate * 1000)));
  if (query.search) {
    const like = `%${query.search.toLowerCase()}%`;
    conditions.push(
      sql`lower(${reviews.authorName} || ' ' || ${companies.name} || ' ' || coalesce(${reviews.comment}, '')
          || ' ' || ${reviews.pros}::text || ' ' || ${reviews.cons}::text || ' ' || coalesce(${reviews.reply}, '')) LIKE ${like}`,
    );
  }
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.sortColumn];
  const order = query.sortReverse === 'true' ? sql`${column} DESC NULLS LAST` : asc(column);
  const rows = await db
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(where)
    .orderBy(order, desc(reviews.id))
    .limit(query.itemsPerPage)
    .offset((query.currentPage - 1) * query.itemsPerPage);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(where);
  return { rows: rows.map((row) => row.review), total: counted?.n ?? 0 };
}
