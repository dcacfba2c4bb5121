export * from './domain.table';
export * from './page.table';
export * from './page-revision.table';
