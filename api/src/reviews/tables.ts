export * from './review-request.table';
export * from './review.table';
export * from './review-attachment.table';
