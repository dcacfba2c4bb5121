export * from './domain.table';
export * from './upload.table';
export * from './page.table';
export * from './page-revision.table';
