export * from './claim.table';
export * from './claim-credit.table';
