import {
  COMPARISON_REVIEW_SORT_COLUMNS,
  type ComparisonReviewSortColumn,
} from '#domain/comparison-reviews/review-list';
import {
  isComparisonReviewState,
  type ComparisonReviewState,
} from '#domain/comparison-reviews/review-state';

/** The list's tabs: every review, or only the ones awaiting review (new, the oldest first). */
export type ComparisonReviewListTab = 'all' | 'awaiting';

/** The review list's filters, sort and page; the URL search params are where they live. */
export interface ComparisonReviewListParams {
  tab: ComparisonReviewListTab;
  state: ComparisonReviewState | null;
  search: string;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  sort: ComparisonReviewSortColumn;
  reverse: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function parseListParams(search: URLSearchParams): ComparisonReviewListParams {
  const state = search.get('state');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    tab: search.get('view') === 'awaiting' ? 'awaiting' : 'all',
    state: isComparisonReviewState(state) ? state : null,
    search: search.get('search') ?? '',
    from: day(search.get('from')),
    to: day(search.get('to')),
    sort: (COMPARISON_REVIEW_SORT_COLUMNS as readonly string[]).includes(sort ?? '')
      ? (sort as ComparisonReviewSortColumn)
      : 'created_at',
    reverse: search.get('reverse') !== 'false',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL search of a list state; defaults are left out. */
export function listSearch(params: ComparisonReviewListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab === 'awaiting') search.set('view', 'awaiting');
  if (params.state) search.set('state', params.state);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.sort !== 'created_at') search.set('sort', params.sort);
  if (!params.reverse) search.set('reverse', 'false');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * The GraphQL filter and sort of a list state (dates as whole local days). The
 * awaiting tab shows the state new, the oldest first, whatever else is chosen.
 */
export function listVariables(params: ComparisonReviewListParams) {
  const awaiting = params.tab === 'awaiting';
  return {
    filter: {
      state: awaiting ? ('new' as const) : params.state,
      search: params.search.trim() || null,
      startDate: params.from ? new Date(`${params.from}T00:00:00`).toISOString() : null,
      endDate: params.to ? new Date(`${params.to}T23:59:59`).toISOString() : null,
    },
    sort: awaiting
      ? { column: 'created_at' as const, reverse: false }
      : { column: params.sort, reverse: params.reverse },
  };
}
