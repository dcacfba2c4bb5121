import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordEvent } from '../../api/src/events/outbox';
import { OutboxCursor } from '../../api/src/events/outbox-cursor';
import { pruneOutbox } from '../../api/src/events/outbox-retention';
import { outbox } from '../../api/src/events/outbox.table';
import { createClient, startApi, type RunningApi } from '../support/api-harness';

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

interface StreamEvent {
  id: string;
  data: {
    id: number;
    type: string;
    company_id: number | null;
    user_id: number | null;
    payload: Record<string, unknown>;
  };
}

/** The open stream: where it starts (its first block) and the events that follow. */
interface OpenStream {
  /** The id the stream sends events after, which the api writes before any event. */
  position: string;
  /** Reads the next `count` events (fewer if the stream ends). */
  take(count: number): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens the stream and reads its position: from then on, every new event will come. */
async function openEvents(
  query: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  const response = await fetch(`${api.url}/internal/events${query}`, {
    headers: { 'x-internal-token': api.config.internalToken, ...headers },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function nextBlock(): Promise<string | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffer += value;
    }
  }
  const close = () => {
    clearTimeout(timer);
    controller.abort();
  };
  const position = /^id: (.*)$/m.exec((await nextBlock()) ?? '')?.[1];
  if (position === undefined) {
    close();
    throw new Error('the stream did not start with its position');
  }
  return {
    position,
    async take(count) {
      const events: StreamEvent[] = [];
      while (events.length < count) {
        const block = await nextBlock();
        if (block === undefined) break;
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data) events.push({ id, data: JSON.parse(data) });
      }
      return events;
    },
    close,
  };
}

/** Opens the stream and collects events until `count` arrived (or the time runs out). */
async function readEvents(
  query: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<StreamEvent[]> {
  const stream = await openEvents(query, headers);
  try {
    return await stream.take(count);
  } finally {
    stream.close();
  }
}

describe('GET /internal/events', () => {
  it('refuses a caller without the internal token', async () => {
    const answer = await createClient(api.url).get('/internal/events', {
      headers: { 'x-internal-token': 'wrong' },
    });
    expect(answer.status).toBe(403);
    expect((await createClient(api.url).get('/internal/events')).status).toBe(403);
  });

  it('sends the events after an id, then new ones as they are written, and resumes with Last-Event-ID', async () => {
    const first = await recordEvent(api.db, { type: 'test.first', payload: { n: 1 } });
    const second = await recordEvent(api.db, {
      type: 'test.second',
      companyId: 7,
      payload: { n: 2 },
    });
    await recordEvent(api.db, { type: 'test.third', userId: 3, payload: { n: 3 } });

    const stream = await openEvents(`?after=${first}`);
    let events: StreamEvent[];
    let live: number;
    try {
      // What was written before comes first; then an event written while the stream is open.
      const before = await stream.take(2);
      live = await api.db.transaction((tx) =>
        recordEvent(tx, { type: 'test.live', payload: { n: 4 } }),
      );
      events = [...before, ...(await stream.take(1))];
    } finally {
      stream.close();
    }
    expect(events.map((e) => e.data.type)).toEqual(['test.second', 'test.third', 'test.live']);
    expect(events.map((e) => Number(e.id))).toEqual(events.map((e) => e.data.id));
    expect(events[0]!.data).toMatchObject({ id: second, company_id: 7, payload: { n: 2 } });
    expect(events[2]!.data.id).toBe(live);

    const resumed = await readEvents('', 2, { 'last-event-id': String(second) });
    expect(resumed.map((e) => e.data.type)).toEqual(['test.third', 'test.live']);
  });

  it('starts at the newest event with after=latest, skipping what came before', async () => {
    await recordEvent(api.db, { type: 'test.before_boot', payload: {} });
    const stream = await openEvents('?after=latest');
    try {
      await recordEvent(api.db, { type: 'test.after_boot', payload: {} });
      const events = await stream.take(1);
      expect(events.map((e) => e.data.type)).toEqual(['test.after_boot']);
    } finally {
      stream.close();
    }
  });

  it('carries the events that area writes emit, such as a role change', async () => {
    const manager = createClient(api.url);
    await manager.login('manager@demo.nl');
    const [row] = await api.db
      .select({ last: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
      .from(outbox);
    const roles = (await manager.get('/user/role')).body.items as { id: number; name: string }[];
    const cms = roles.find((r) => r.name === 'ROLE_CMS_USER')!;
    const me = (await manager.get('/user/current')).body;
    expect((await manager.put(`/user/${me.id}/role/${cms.id}`)).status).toBe(200);
    const [event] = await readEvents(`?after=${row?.last ?? 0}`, 1);
    expect(event!.data).toMatchObject({
      type: 'user.role_granted',
      user_id: me.id,
      payload: { role: 'ROLE_CMS_USER' },
    });
  });

  it('waits for an id that is taken but not yet committed, and skips it once it is clearly gone', async () => {
    const base = await recordEvent(api.db, { type: 'test.base' });
    // Simulate a transaction that took base+1 but has not committed: base+2 is visible first.
    await api.db.insert(outbox).values({ id: base + 2, type: 'test.after-gap', payload: {} });
    await api.db.execute(sql`SELECT setval(pg_get_serial_sequence('outbox', 'id'), ${base + 2})`);
    const cursor = new OutboxCursor(api.db, base);
    const t0 = Date.now();
    expect(await cursor.next(t0)).toEqual([]);
    expect(cursor.position).toBe(base);

    await api.db.insert(outbox).values({ id: base + 1, type: 'test.late', payload: {} });
    expect((await cursor.next(t0 + 100)).map((r) => r.type)).toEqual([
      'test.late',
      'test.after-gap',
    ]);

    await api.db.insert(outbox).values({ id: base + 4, type: 'test.after-rollback', payload: {} });
    await api.db.execute(sql`SELECT setval(pg_get_serial_sequence('outbox', 'id'), ${base + 4})`);
    expect(await cursor.next(t0 + 200)).toEqual([]);
    expect((await cursor.next(t0 + 200 + 5000)).map((r) => r.type)).toEqual([
      'test.after-rollback',
    ]);
  });
});

describe('outbox retention', () => {
  it('deletes events older than a week and keeps the recent ones', async () => {
    const old = await recordEvent(api.db, { type: 'test.old', payload: {} });
    const recent = await recordEvent(api.db, { type: 'test.recent', payload: {} });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await api.db
      .update(outbox)
      .set({ createdAt: eightDaysAgo })
      .where(sql`${outbox.id} = ${old}`);

    expect(await pruneOutbox(api.db)).toBeGreaterThanOrEqual(1);
    const left = await api.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.id} in (${old}, ${recent})`);
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
