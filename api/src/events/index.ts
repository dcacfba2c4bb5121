// Its tables: other areas read and join them; only events writes them (tests/shared/table-owners.test.ts).
export { outbox } from './outbox.table';
export type { OutboxRow } from './outbox.table';

// Every change others may watch live is recorded in the same transaction.
export { latestEventId, recordChangeWithEvent, recordEvent, recordEvents } from './outbox';
export type { NewEvent } from './outbox';

// The api's session cache empties itself on every committed outbox signal.
export { listenForOutbox } from './outbox-signal';
