export * from './comparison-review.table';
