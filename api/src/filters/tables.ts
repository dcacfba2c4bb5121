export * from './filter.table';
