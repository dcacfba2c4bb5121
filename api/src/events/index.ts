// Its tables: other areas read and join them; only events writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Every change others may watch live is recorded in the same transaction.
export { latestEventId, recordEvent, recordEvents } from './outbox';
