export * from './email-log.table';
