import { and, asc, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPARISON_REVIEW_SORT_COLUMNS,
  REVIEW_LIST_DEFAULT_START,
} from '#domain/comparison-reviews/review-list';
import { COMPARISON_REVIEW_STATES } from '#domain/comparison-reviews/review-state';
import { MESSAGE } from '#domain/shared/messages';
import { comparisonProducts } from '../comparison';
import { containsPattern } from '../shared/query-filters';
import { comparisonReviews } from './comparison-review.table';

const epochSeconds = z.coerce
  .number({ error: MESSAGE.ENTER_VALID_DATE })
  .int({ error: MESSAGE.ENTER_VALID_DATE })
  .optional()
  .describe('epoch seconds');

/** The list's parameters. */
export const comparisonReviewListQuery = z.object({
  sortColumn: z.enum(COMPARISON_REVIEW_SORT_COLUMNS).default('created_at'),
  sortReverse: z
    .enum(['true', 'false'])
    .default('true')
    .describe('true (default): highest, newest or last first'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('part of the author, title, text or product name'),
  startDate: epochSeconds.describe('epoch seconds; default 2013-01-01'),
  endDate: epochSeconds.describe('epoch seconds, inclusive; default now'),
  state: z
    .enum(COMPARISON_REVIEW_STATES)
    .optional()
    .describe('one state; without it every state but deleted'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
export type ComparisonReviewListQuery = z.infer<typeof comparisonReviewListQuery>;

const stateOrder = sql`array_position(ARRAY['new', 'on_hold', 'public', 'deleted']::text[], ${comparisonReviews.state})`;

const SORT_COLUMNS: Record<ComparisonReviewListQuery['sortColumn'], SQL> = {
  created_at: sql`${comparisonReviews.createdAt}`,
  rating: sql`${comparisonReviews.rating}`,
  product: sql`lower(${comparisonProducts.name})`,
  state: stateOrder,
};

/** The filter of a list query (the product table is joined: its name is searched). */
export function comparisonReviewFilter(query: ComparisonReviewListQuery, now = new Date()): SQL {
  const start = query.startDate ?? REVIEW_LIST_DEFAULT_START;
  const end = query.endDate ?? Math.floor(now.getTime() / 1000);
  const conditions: (SQL | undefined)[] = [
    query.state ? eq(comparisonReviews.state, query.state) : ne(comparisonReviews.state, 'deleted'),
    gte(comparisonReviews.createdAt, new Date(start * 1000)),
    // The end second itself belongs to the period.
    lt(comparisonReviews.createdAt, new Date((end + 1) * 1000)),
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(comparisonReviews.authorName, pattern),
        ilike(comparisonReviews.title, pattern),
        ilike(comparisonReviews.text, pattern),
        ilike(comparisonProducts.name, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

/** The order of a list query; ties newest first. */
export function comparisonReviewOrder(query: ComparisonReviewListQuery): SQL[] {
  const column = SORT_COLUMNS[query.sortColumn];
  return [
    query.sortReverse === 'true' ? sql`${column} DESC` : sql`${column} ASC`,
    desc(comparisonReviews.createdAt),
    desc(comparisonReviews.id),
  ];
}

/** The awaiting-review order: the oldest first. */
export const oldestFirst = [asc(comparisonReviews.createdAt), asc(comparisonReviews.id)];
