export * from './outbox.table';
