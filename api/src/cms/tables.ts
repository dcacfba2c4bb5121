export * from './domain.table';
export * from './page.table';
