/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../api/src/companies/company.table';
import { startStack, type RunningStack, type SseSubscription } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;

beforeAll(async () => {
  // A slow reconnect leaves time to write events while the gateway is cut off.
  stack = await startStack({ gatewayOptions: { eventBackoff: () => 600 } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

async function companyId(name: string): Promise<number> {
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

const LIVE = `subscription ($id: ID!, $after: ID) {
  companyChanged(id: $id, afterEventId: $after) {
    eventId type deleted userId
    company { id state pausedFrom pausedUntil version viewerCanChangeState statesViewerMaySet }
  }
}`;

const CHANGE_STATE = `mutation ($id: ID!, $state: CompanyState!) {
  changeCompanyState(id: $id, state: $state) { company { state version } }
}`;

/** Reads payloads until one of the given type arrives (others, such as pause planning, may come first). */
async function nextOfType(sub: SseSubscription, type: string, timeoutMs = 3000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const payload = await sub.next(Math.max(deadline - Date.now(), 1));
    if (payload.errors) throw new Error(JSON.stringify(payload.errors));
    if (payload.data?.companyChanged?.type === type) return payload.data.companyChanged;
  }
}

describe('companyChanged', () => {
  it("shows another user's state change to the customer within a second, as the customer may see it", async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.hendriks);
    const sub = await customer.subscribe(LIVE, { id });
    try {
      const started = Date.now();
      const changed = await manager.request(CHANGE_STATE, { id, state: 'paused' });
      expect(changed.errors).toBeUndefined();
      const change = await nextOfType(sub, 'company.state_changed', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(change.company).toMatchObject({
        id: String(id),
        state: 'paused',
        version: changed.data.changeCompanyState.company.version,
        // Fetched for the customer: no state changer for them.
        viewerCanChangeState: false,
        statesViewerMaySet: [],
      });
      expect(change.deleted).toBe(false);
      expect(Number(change.eventId)).toBeGreaterThan(0);
    } finally {
      sub.close();
    }
  });

  it('shows a planned pause to a staff member watching the same company', async () => {
    const watcher = await loginGraphQL(stack, DEMO_USER.accountManager);
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.willems);
    const sub = await watcher.subscribe(LIVE, { id });
    try {
      const from = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
      const until = new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString();
      const paused = await manager.request(
        `mutation ($id: ID!, $from: DateTime, $until: DateTime) {
          pauseCompany(id: $id, from: $from, until: $until) { pausedFrom pausedUntil }
        }`,
        { id, from, until },
      );
      expect(paused.errors).toBeUndefined();
      const change = await nextOfType(sub, 'company.paused', 1000);
      expect(change.company.pausedFrom).toBe(paused.data.pauseCompany.pausedFrom);
      expect(change.company.pausedUntil).toBe(paused.data.pauseCompany.pausedUntil);
      expect(change.company.viewerCanChangeState).toBe(true);
    } finally {
      sub.close();
    }
  });

  it("refuses to follow another customer's company", async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const other = await companyId(DEMO_COMPANY.willems);
    const sub = await customer.subscribe(LIVE, { id: other });
    try {
      const payload = await sub.next(2000);
      expect(payload.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      sub.close();
    }
  });

  it('loses no event when the gateway loses its connection to the api', async () => {
    const watcher = await loginGraphQL(stack, DEMO_USER.manager);
    const changer = await loginGraphQL(stack, DEMO_USER.accountManager);
    const id = await companyId(DEMO_COMPANY.zwart);
    const sub = await watcher.subscribe(LIVE, { id });
    const stream = stack.gateway.gateway.eventStream!;
    try {
      const reconnected = new Promise((resolve) => stream.once('connected', resolve));
      const disconnected = new Promise((resolve) => stream.once('disconnected', resolve));
      const connectionsBefore = stream.connections;
      stream.cut();
      await disconnected;
      // Written while the gateway is not listening.
      const changed = await changer.request(CHANGE_STATE, { id, state: 'archived' });
      expect(changed.errors).toBeUndefined();
      expect(stream.connected).toBe(false);

      await reconnected;
      expect(stream.connections).toBe(connectionsBefore + 1);
      const change = await nextOfType(sub, 'company.state_changed', 3000);
      expect(change.company.state).toBe('archived');
    } finally {
      sub.close();
    }
  });

  it('replays what a client missed when it resubscribes with afterEventId', async () => {
    const watcher = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.kok);
    const first = await watcher.subscribe(LIVE, { id });
    let lastSeen: string;
    try {
      await watcher.request(CHANGE_STATE, { id, state: 'archived' });
      lastSeen = (await nextOfType(first, 'company.state_changed')).eventId;
    } finally {
      first.close();
    }
    // While the client is away, the company moves on.
    await watcher.request(CHANGE_STATE, { id, state: 'blacklisted' });
    const again = await watcher.subscribe(LIVE, { id, after: lastSeen });
    try {
      const missed = await nextOfType(again, 'company.state_changed');
      expect(Number(missed.eventId)).toBeGreaterThan(Number(lastSeen));
      expect(missed.company.state).toBe('blacklisted');
    } finally {
      again.close();
    }
  });
});
