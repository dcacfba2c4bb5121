export * from './affiliate-company.table';
