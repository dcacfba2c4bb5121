/** Columns the comparison review list sorts by (sortColumn). */
export const COMPARISON_REVIEW_SORT_COLUMNS = ['created_at', 'rating', 'product', 'state'] as const;
export type ComparisonReviewSortColumn = (typeof COMPARISON_REVIEW_SORT_COLUMNS)[number];

/** The list's period starts here unless asked otherwise: 2013-01-01, before the oldest review. */
export const REVIEW_LIST_DEFAULT_START = Date.UTC(2013, 0, 1) / 1000;

/** The awaiting-review panel shows this many reviews (the oldest first). */
export const AWAITING_REVIEW_PANEL_SIZE = 15;
