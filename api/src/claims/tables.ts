export * from './claim.table';
export * from './claim-credit.table';
export * from './lead-refund.table';
