import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db';

/**
 * Postgres delivers a NOTIFY only when its transaction commits, which is exactly
 * when a new outbox row becomes readable: the stream wakes at once instead of
 * waiting for its next poll. Polling stays as the safety net (other writers,
 * a dropped listening connection).
 */
export const OUTBOX_CHANNEL = 'outbox';
const CHANNEL = OUTBOX_CHANNEL;

/** Calls `onSignal` on every committed outbox signal; answers a function that stops listening. */
export async function listenForOutbox(
  db: Database,
  onSignal: () => void,
): Promise<() => Promise<void>> {
  const client = db.$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANNEL, onSignal);
    return () => unlisten();
  }
  // A pool connection of its own, kept for as long as the api listens.
  const connection = await client.connect();
  connection.on('notification', onSignal);
  await connection.query(`LISTEN ${CHANNEL}`);
  return async () => {
    connection.removeListener('notification', onSignal);
    await connection.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
    connection.release();
  };
}
