// Its tables: other areas read and join them; only reviews writes them (tests/shared/table-owners.test.ts).
export { reviewRequests } from './review-request.table';
export type { ReviewRequestRow } from './review-request.table';
export { reviews } from './review.table';
export type { ReviewRow } from './review.table';
export { reviewAttachments } from './review-attachment.table';
export type { ReviewAttachmentRow } from './review-attachment.table';

// A CRM task can ask the consumer for a review.
export { requestReviewFromTask } from './review-request';

// Dashboards show a company's review averages.
export { reviewSummary } from './review-summary';
