import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../api/src/events/outbox';
import { GrantRoleDocument, RolesDocument, ViewerEventsDocument } from '../../web/src/gql/graphql';
import {
  createGraphQLClient,
  dataOf,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let customer: GraphQLTestClient;
let customerId: number;

beforeAll(async () => {
  // A reconnect waits 800 ms: long enough to write events while the gateway is cut off.
  stack = await startStack({ gatewayOptions: { eventBackoff: () => 800 } });
  customer = createGraphQLClient(stack.gatewayUrl, { events: stack.gateway.gateway.events });
  customerId = Number((await customer.login(DEMO_USER.customer)).id);
});
afterAll(async () => {
  await stack?.close();
});

function writeEvent(type: string, payload: Record<string, unknown> = {}) {
  return recordEvent(stack.db, { type, userId: customerId, payload });
}

describe('subscriptions over SSE', () => {
  it('pushes an outbox event about the viewer to the viewer', async () => {
    const subscription = await customer.subscribe(ViewerEventsDocument);
    try {
      await subscription.listening();
      const manager = await loginGraphQL(stack, DEMO_USER.manager);
      const { roles } = dataOf(await manager.request(RolesDocument));
      const consumerRole = roles.find((r) => r.name === 'ROLE_LEAD_CONSUMER')!.id;
      const grant = await manager.request(GrantRoleDocument, {
        userId: String(customerId),
        roleId: consumerRole,
      });
      expect(grant.errors).toBeUndefined();

      const message = await subscription.next(5000);
      expect(message.errors).toBeUndefined();
      expect(message.data.viewerEvents).toMatchObject({
        type: 'user.role_granted',
        userId: String(customerId),
        companyId: null,
        payload: { role: 'ROLE_LEAD_CONSUMER' },
      });
      expect(new Date(message.data.viewerEvents.createdAt).toISOString()).toBe(
        message.data.viewerEvents.createdAt,
      );
    } finally {
      subscription.close();
    }
  });

  it('does not push events about other users', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const subscription = await partner.subscribe(ViewerEventsDocument);
    try {
      await subscription.listening();
      await writeEvent('test.private');
      await expect(subscription.next(1500)).rejects.toThrow(/no subscription event/);
    } finally {
      subscription.close();
    }
  });

  it('refuses an anonymous subscription', async () => {
    const subscription = await createGraphQLClient(stack.gatewayUrl).subscribe(
      ViewerEventsDocument,
    );
    try {
      const message = await subscription.next(3000);
      expect(message.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      subscription.close();
    }
  });

  it('loses no event while the gateway reconnects to the api', async () => {
    const stream = stack.gateway.gateway.eventStream!;
    const subscription = await customer.subscribe(ViewerEventsDocument);
    try {
      await subscription.listening();
      const before = stream.connections;
      const disconnected = new Promise((resolve) => stream.once('disconnected', resolve));
      stream.cut();
      await disconnected;

      const written = [];
      for (let i = 1; i <= 3; i += 1) written.push(await writeEvent('test.while_cut', { n: i }));
      // The events were written while nothing was listening to the api.
      expect(stream.connected).toBe(false);

      const received = [];
      for (let i = 0; i < 3; i += 1)
        received.push((await subscription.next(8000)).data.viewerEvents);
      expect(received.map((e) => Number(e.id))).toEqual(written);
      expect(received.map((e) => e.payload.n)).toEqual([1, 2, 3]);
      expect(stream.connections).toBe(before + 1);

      // And the stream is live again afterwards.
      const after = await writeEvent('test.after_reconnect');
      expect(Number((await subscription.next(5000)).data.viewerEvents.id)).toBe(after);
    } finally {
      subscription.close();
    }
  });

  it('replays recent events after a given id to a client that reconnects', async () => {
    const first = await writeEvent('test.replay', { n: 1 });
    const second = await writeEvent('test.replay', { n: 2 });
    // Wait until the gateway has seen both.
    const stream = stack.gateway.gateway.eventStream!;
    await expect.poll(() => stream.lastId ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(second);
    const subscription = await customer.subscribe(ViewerEventsDocument, {
      afterId: String(first - 1),
    });
    try {
      const a = await subscription.next(3000);
      const b = await subscription.next(3000);
      expect([Number(a.data.viewerEvents.id), Number(b.data.viewerEvents.id)]).toEqual([
        first,
        second,
      ]);
    } finally {
      subscription.close();
    }
  });
});
