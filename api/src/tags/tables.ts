export * from './tag.table';
export * from './page-tag.table';
