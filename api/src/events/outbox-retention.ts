import { lt } from 'drizzle-orm';
import type { Database } from '../db';
import { outbox } from './outbox.table';
import { startIntervalJob } from '../shared/interval-job';

/** Gateways resume within seconds; a week of events is ample and keeps the table small. */
export const OUTBOX_RETENTION_DAYS = 7;

/** Deletes outbox events older than the retention; answers how many went. */
export async function pruneOutbox(
  db: Database,
  now = new Date(),
  retentionDays = OUTBOX_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, cutoff))
    .returning({ id: outbox.id });
  return removed.length;
}

/** Prunes every hour in the background; returns a stop function. */
export function startOutboxRetention(db: Database, log: (error: unknown) => void): () => void {
  return startIntervalJob(() => pruneOutbox(db), 60 * 60 * 1000, log);
}
