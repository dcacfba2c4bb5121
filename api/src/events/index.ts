// Its table: other areas read it; only events writes it (tests/shared/table-owners.test.ts).
export * from './outbox.table';

// Every change others may watch live is recorded in the same transaction.
export { latestEventId, recordEvent, recordEvents } from './outbox';
