export * from './affiliate-company.table';
export * from './affiliate-table.table';
