import { expect, it } from 'vitest';
import { EventHub } from '../../gateway/src/events/event-hub';
import type { DomainEventRecord } from '../../gateway/src/events/domain-event';

const event = (id: number, fields: Partial<DomainEventRecord> = {}): DomainEventRecord => ({
  id,
  type: 'test',
  company_id: null,
  user_id: null,
  payload: {},
  created_at: '',
  ...fields,
});

it('counts the subscriptions that started listening, per topic while it has listeners and in all, and delivers from then on', async () => {
  const hub = new EventHub();
  expect(hub.listenersStarted()).toBe(0);
  const events = hub.subscribe('user:7');
  expect(hub.listenersStarted('user:7')).toBe(1);
  expect(hub.listenersStarted('user:8')).toBe(0);
  expect(hub.listenersStarted()).toBe(1);
  const first = events.next();
  hub.publish(event(1, { user_id: 7 }));
  expect((await first).value?.id).toBe(1);
  const second = hub.subscribe('user:7');
  expect(hub.listenersStarted('user:7')).toBe(2);
  await events.return(undefined);
  expect(hub.listenersStarted('user:7')).toBe(2);
  // With the topic's last listener its count goes: nothing is kept per topic no one watches.
  await second.return(undefined);
  expect(hub.listenersStarted('user:7')).toBe(0);
  expect(hub.listenersStarted()).toBe(2);
});

it("reaches only the subscriptions on the event's channels, once each, and replays the missed ones in order", async () => {
  const conversationOf = (e: DomainEventRecord) =>
    e.payload.conversation_id ? [`conversation:${String(e.payload.conversation_id)}` as const] : [];
  const hub = new EventHub(1000, [conversationOf]);
  const filtered: number[] = [];
  const elsewhere = hub.subscribe('conversation:2', (e) => {
    filtered.push(e.id);
    return true;
  });
  hub.publish(event(1, { company_id: 5, payload: { conversation_id: 1 } }));
  hub.publish(event(2, { company_id: 6, payload: { conversation_id: 1 } }));
  // On two of its channels, delivered once; the other conversation's filter never ran.
  const both = hub.eventsSince(['company:5', 'conversation:1'], 0);
  expect((await both.next()).value?.id).toBe(1);
  expect((await both.next()).value?.id).toBe(2);
  const pending = both.next();
  hub.publish(event(3, { company_id: 5, payload: { conversation_id: 1 } }));
  expect((await pending).value?.id).toBe(3);
  expect(filtered).toEqual([]);
  // Ending a waiting subscription ends it at once and it hears nothing more.
  const waiting = elsewhere.next();
  await elsewhere.return(undefined);
  expect(await waiting).toEqual({ done: true, value: undefined });
  hub.publish(event(4, { payload: { conversation_id: 2 } }));
  expect(filtered).toEqual([]);
  await both.return(undefined);
});
