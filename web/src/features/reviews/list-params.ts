import { REVIEW_STATUSES, type ReviewStatus } from '#domain/reviews/review-status';

export const REVIEW_SORT_COLUMNS = ['created', 'rating', 'company', 'status'] as const;
export type ReviewSortColumnName = (typeof REVIEW_SORT_COLUMNS)[number];

/** The review list's filters, sort and page; the URL search params are where they live. */
export interface ReviewListParams {
  status: ReviewStatus | null;
  search: string;
  companyId: string;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  sort: ReviewSortColumnName;
  reverse: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function parseReviewListParams(search: URLSearchParams): ReviewListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ReviewStatus)
      : null,
    search: search.get('search') ?? '',
    companyId: /^\d{1,9}$/.test(search.get('companyId') ?? '') ? search.get('companyId')! : '',
    from: day(search.get('from')),
    to: day(search.get('to')),
    sort: (REVIEW_SORT_COLUMNS as readonly string[]).includes(sort ?? '')
      ? (sort as ReviewSortColumnName)
      : 'created',
    reverse: search.get('reverse') !== 'false',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL search of a list state; defaults are left out. */
export function reviewListSearch(params: ReviewListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.companyId) search.set('companyId', params.companyId);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.sort !== 'created') search.set('sort', params.sort);
  if (!params.reverse) search.set('reverse', 'false');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GraphQL filter of a list state (dates as the whole local days). */
export function reviewFilter(params: ReviewListParams) {
  return {
    status: params.status,
    search: params.search.trim() || null,
    companyId: params.companyId || null,
    startDate: params.from ? new Date(`${params.from}T00:00:00`).toISOString() : null,
    endDate: params.to ? new Date(`${params.to}T23:59:59`).toISOString() : null,
  };
}
