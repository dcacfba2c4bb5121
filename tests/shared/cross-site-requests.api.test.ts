import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../api/src/events/outbox.table';
import { leads } from '../../api/src/leads/lead.table';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { leadPayload } from '../leads/lead-test-kit';

/**
 * Operations other sites may post to on purpose (docs/architecture.md "Public intake"):
 * they take no session, so a cross-site post can do nothing a direct one cannot.
 */
const CROSS_SITE_OPERATIONS = [
  'POST /partner/{guid}/lead',
  'POST /partner/{guid}/lead/match',
  'POST /partner/{guid}/lead/{id}/attachment',
  'POST /quote-request',
  'POST /public/comparison/review',
];

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'] as const;

/** What a page on another site can make a browser send without asking (no preflight). */
const FOREIGN_REQUESTS: { name: string; headers: Record<string, string>; body: string }[] = [
  {
    name: 'a form from another site',
    headers: {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'handled=1&name=x',
  },
  {
    name: 'a text/plain post carrying JSON',
    headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
    body: '{"name":"x"}',
  },
  {
    name: 'a sandboxed frame (Origin: null)',
    headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=x',
  },
  {
    name: 'a request marked cross-site without Origin',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    body: 'x',
  },
];

let api: RunningApi;
let staff: TestClient;
let operations: string[];

async function lastOutboxId(): Promise<number> {
  const [row] = await api.db
    .select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` })
    .from(outbox);
  return Number(row!.id);
}

async function unhandledLead(): Promise<number> {
  const [lead] = await api.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.handled, false))
    .limit(1);
  return lead!.id;
}

async function isHandled(id: number): Promise<boolean> {
  const [lead] = await api.db
    .select({ handled: leads.handled })
    .from(leads)
    .where(eq(leads.id, id));
  return lead!.handled;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Response> {
  return fetch(`${api.url}${path}`, {
    method,
    headers: { cookie: `sid=${staff.cookies.get('sid')}`, ...headers },
    body,
    redirect: 'manual',
  });
}

beforeAll(async () => {
  api = await startApi();
  staff = createClient(api.url);
  await staff.login('admin@demo.nl');
  const document = (await (await fetch(`${api.url}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    STATE_CHANGING.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path}`,
    ),
  );
});
afterAll(async () => {
  await api?.close();
});

describe('cross-site requests to the api (CSRF)', () => {
  it('refuses a cookie-authenticated cross-site post, and the lead stays as it was', async () => {
    const id = await unhandledLead();
    const answer = await send('POST', `/lead/${id}/handled`, FOREIGN_REQUESTS[0]!.headers, 'x=1');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: 'MESSAGE.CROSS_SITE_REQUEST' });
    expect(await isHandled(id)).toBe(false);
  });

  it.each(FOREIGN_REQUESTS)(
    'refuses $name on every state-changing operation of the OpenAPI',
    async ({ headers, body }) => {
      expect(operations.length).toBeGreaterThan(100);
      const before = await lastOutboxId();
      const allowed: string[] = [];
      for (const operation of operations) {
        if (CROSS_SITE_OPERATIONS.includes(operation)) continue;
        const [method, template] = operation.split(' ') as [string, string];
        const path = template.replace(/\{[^}]+\}/g, '1');
        const answer = await send(method, path, headers, body);
        const answered = (await answer.json().catch(() => ({}))) as { message?: string };
        if (answer.status !== 403 || answered.message !== 'MESSAGE.CROSS_SITE_REQUEST')
          allowed.push(`${operation}: ${answer.status} ${answered.message}`);
      }
      expect(allowed).toEqual([]);
      // Nothing was written: no route got as far as its first change.
      expect(await lastOutboxId()).toBe(before);
    },
  );

  it('lets the portal itself (its own origin) and clients without a browser through', async () => {
    // A session of its own: the walk above posted to /logout too (refused, but still).
    await staff.login('admin@demo.nl');
    const id = await unhandledLead();
    const own = await send('POST', `/lead/${id}/handled`, {
      origin: new URL(api.config.publicUrl).origin,
      'sec-fetch-site': 'same-site',
    });
    expect(own.status).toBe(200);
    expect(await isHandled(id)).toBe(true);
    const other = await unhandledLead();
    expect((await staff.post(`/lead/${other}/dont_call`)).status).toBe(200);
  });

  it('lets other sites post to the public intake', async () => {
    const answer = await fetch(`${api.url}/quote-request`, {
      method: 'POST',
      headers: {
        origin: 'http://partner-site.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      body: JSON.stringify(leadPayload('kozijnen')),
    });
    expect(answer.status).toBe(201);
  });
});

describe('request bodies the api reads', () => {
  it('reads forms only where a real form posts (the login), JSON elsewhere', async () => {
    const id = await unhandledLead();
    const form = await send(
      'POST',
      `/note/lead/${id}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'note=Gebeld',
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'MESSAGE.BAD_REQUEST' });
    const text = await send(
      'POST',
      `/note/lead/${id}`,
      { 'content-type': 'text/plain' },
      '{"note":"Gebeld"}',
    );
    expect(text.status).toBe(415);
    // The login form still posts as a form.
    expect((await createClient(api.url).login('manager@demo.nl')).status).toBe(200);
  });
});
