// Its tables: other areas read and join them; only reviews writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// A CRM task can ask the consumer for a review.
export { requestReviewFromTask } from './review-request';

// Dashboards show a company's review averages.
export { reviewSummary } from './review-summary';
