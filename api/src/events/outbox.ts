import { asc, gt, max } from 'drizzle-orm';
import type { Executor } from '../db';
import { signalOutbox } from './outbox-signal';
import { outbox, type OutboxRow } from './outbox.table';

export interface NewEvent {
  /** Dotted name, area first: 'company.state_changed', 'user.roles_changed'. */
  type: string;
  companyId?: number | null;
  userId?: number | null;
  payload?: Record<string, unknown>;
}

/** Writes an event row; call it with the writer's transaction so event and change commit together. */
export async function recordEvent(tx: Executor, event: NewEvent): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      type: event.type,
      companyId: event.companyId ?? null,
      userId: event.userId ?? null,
      payload: event.payload ?? {},
    })
    .returning({ id: outbox.id });
  await signalOutbox(tx);
  return row!.id;
}

/** Writes several events with one insert and one signal (same transaction as the change). */
export async function recordEvents(tx: Executor, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(
    events.map((event) => ({
      type: event.type,
      companyId: event.companyId ?? null,
      userId: event.userId ?? null,
      payload: event.payload ?? {},
    })),
  );
  await signalOutbox(tx);
}

/** The event as the stream sends it (snake_case, ISO time). */
export interface EventBody {
  id: number;
  type: string;
  company_id: number | null;
  user_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
}

export function eventBody(row: OutboxRow): EventBody {
  return {
    id: row.id,
    type: row.type,
    company_id: row.companyId,
    user_id: row.userId,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
  };
}

export async function eventsAfter(db: Executor, after: number, limit = 500): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(gt(outbox.id, after)).orderBy(asc(outbox.id)).limit(limit);
}

/** Id of the newest event (0 when the outbox is empty). */
export async function latestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(outbox.id) }).from(outbox);
  return row?.id ?? 0;
}
