export * from './feed.table';
export * from './mapping-group.table';
