import { asc, gt, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import { OUTBOX_CHANNEL } from './outbox-signal';
import { outbox, type OutboxRow } from './outbox.table';

export interface NewEvent {
  /** Dotted name, area first: 'company.state_changed', 'user.roles_changed'. */
  type: string;
  companyId?: number | null;
  userId?: number | null;
  payload?: Record<string, unknown>;
}

/**
 * Writes an event row and signals it in one statement (one round trip); call it with the
 * writer's transaction so event and change commit together.
 */
export async function recordEvent(tx: Executor, event: NewEvent): Promise<number> {
  const result = await tx.execute(sql`
    WITH written AS (
      INSERT INTO outbox (type, company_id, user_id, payload)
      VALUES (${event.type}, ${event.companyId ?? null}, ${event.userId ?? null},
        ${JSON.stringify(event.payload ?? {})}::jsonb)
      RETURNING id)
    SELECT id, pg_notify(${OUTBOX_CHANNEL}, '') FROM written`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

/**
 * A change and its event in one statement: one round trip, and atomic without a
 * transaction of its own. `change` is an INSERT or UPDATE … RETURNING id (one row);
 * `alongside` are more data-changing statements run with it; `stamp` puts the changed
 * row's id into the event's payload (it gets the payload and the id as SQL). Answers
 * the changed row's id. For a hot write path such as a chat message (docs/chat.md).
 */
export async function recordChangeWithEvent(
  db: Executor,
  change: SQL,
  event: NewEvent,
  stamp: (payload: SQL, id: SQL) => SQL = (payload) => payload,
  alongside: SQL[] = [],
): Promise<number> {
  const payload = sql`${JSON.stringify(event.payload ?? {})}::jsonb`;
  const more = alongside.map(
    (statement, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${statement})`,
  );
  const result = await db.execute(sql`
    WITH changed AS (${change})${sql.join(more, sql``)},
    written AS (
      INSERT INTO outbox (type, company_id, user_id, payload)
      SELECT ${event.type}, ${event.companyId ?? null}::integer, ${event.userId ?? null}::integer,
        ${stamp(payload, sql`changed.id`)}
        FROM changed
      RETURNING id)
    SELECT changed.id, pg_notify(${OUTBOX_CHANNEL}, '') FROM changed, written`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

/**
 * Writes several events and signals them in one statement (one round trip), in the
 * transaction of the change they describe.
 */
export async function recordEvents(tx: Executor, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    type: event.type,
    company_id: event.companyId ?? null,
    user_id: event.userId ?? null,
    payload: event.payload ?? {},
  }));
  await tx.execute(sql`
    WITH written AS (
      INSERT INTO outbox (type, company_id, user_id, payload)
      SELECT type, company_id, user_id, payload
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS e(type text, company_id integer, user_id integer, payload jsonb)
      RETURNING id)
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM (SELECT count(*) FROM written) AS n`);
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
