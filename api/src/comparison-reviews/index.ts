// Its tables: other areas read and join them; only comparison-reviews writes them (tests/shared/table-owners.test.ts).
export { comparisonReviews } from './comparison-review.table';
export type { ComparisonReviewRow } from './comparison-review.table';
