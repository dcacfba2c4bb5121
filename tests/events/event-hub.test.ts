import { expect, it } from 'vitest';
import { EventHub } from '../../gateway/src/events/event-hub';

it('counts the subscriptions that started listening, per topic and in all, and delivers from then on', async () => {
  const hub = new EventHub();
  const events = hub.subscribe('user:7');
  expect(hub.listenersStarted()).toBe(0);
  const first = events.next();
  expect(hub.listenersStarted('user:7')).toBe(1);
  expect(hub.listenersStarted('user:8')).toBe(0);
  expect(hub.listenersStarted()).toBe(1);
  hub.publish({ id: 1, type: 'test', company_id: null, user_id: 7, payload: {}, created_at: '' });
  expect((await first).value?.id).toBe(1);
  await events.return(undefined);
  expect(hub.listenersStarted('user:7')).toBe(1);
});
