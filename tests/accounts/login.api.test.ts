import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../api/src/accounts/role.table';
import { users } from '../../api/src/accounts/user.table';
import { buildApi } from '../../api/src/app';
import { openDatabase } from '../../api/src/db';
import { createClient, startApi, type RunningApi } from '../support/api-harness';
import { DEMO_ACCOUNTS } from '../support/seed-kit';

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /login_check/', () => {
  it.each(DEMO_ACCOUNTS)('logs in $email with its roles', async ({ email, roles }) => {
    const client = createClient(api.url);
    const answer = await client.login(email);
    expect(answer.body.email).toBe(email);
    expect(answer.body.roles.map((r: { name: string }) => r.name).sort()).toEqual(roles);

    const current = await client.get('/user/current');
    expect(current.status).toBe(200);
    expect(current.body.email).toBe(email);
    expect(current.body.roles.map((r: { name: string }) => r.name).sort()).toEqual(roles);
    expect(Array.isArray(current.body.companies)).toBe(true);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure only over HTTPS', async () => {
    const plain = await createClient(api.url).login('manager@demo.nl');
    const cookie = plain.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const https = await createClient(api.url).post(
      '/login_check/',
      { email: 'manager@demo.nl', password: 'Welkom123' },
      {
        form: true,
        // As the gateway forwards it: the protocol is believed with the internal token.
        headers: { 'x-forwarded-proto': 'https', 'x-internal-token': api.config.internalToken },
      },
    );
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Secure/i);
  });

  it('accepts JSON as well as the form, and e-mail in any case', async () => {
    const answer = await createClient(api.url).post('/login_check/', {
      email: ' Customer@Demo.NL ',
      password: 'Welkom123',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('customer@demo.nl');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const client = createClient(api.url);
    const wrong = await client.post(
      '/login_check/',
      { email: 'finance@demo.nl', password: 'Welkom124' },
      { form: true },
    );
    const unknown = await client.post(
      '/login_check/',
      { email: 'nobody@demo.nl', password: 'Welkom123' },
      { form: true },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'MESSAGE.BAD_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookies.has('sid')).toBe(false);
    expect((await client.get('/user/current')).status).toBe(401);
  });

  it('answers field errors when the form is incomplete', async () => {
    const answer = await createClient(api.url).post(
      '/login_check/',
      { email: 'manager@demo.nl' },
      { form: true },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('MESSAGE.VALIDATION_FAILED');
    expect(answer.body.fields.password).toBe('MESSAGE.ENTER_PASSWORD');
  });

  it('tells a disabled account only to someone with the right password', async () => {
    await api.db.update(users).set({ enabled: false }).where(eq(users.email, 'claims@demo.nl'));
    try {
      const client = createClient(api.url);
      const right = await client.post(
        '/login_check/',
        { email: 'claims@demo.nl', password: 'Welkom123' },
        { form: true },
      );
      expect(right.status).toBe(401);
      expect(right.body.message).toBe('MESSAGE.ACCOUNT_DISABLED');
      const wrong = await client.post(
        '/login_check/',
        { email: 'claims@demo.nl', password: 'Wrong1234' },
        { form: true },
      );
      expect(wrong.body.message).toBe('MESSAGE.BAD_CREDENTIALS');
    } finally {
      await api.db.update(users).set({ enabled: true }).where(eq(users.email, 'claims@demo.nl'));
    }
  });

  it('ends a session of a user who gets disabled', async () => {
    const client = createClient(api.url);
    await client.login('sales@demo.nl');
    await api.db.update(users).set({ enabled: false }).where(eq(users.email, 'sales@demo.nl'));
    try {
      expect((await client.get('/user/current')).status).toBe(401);
    } finally {
      await api.db.update(users).set({ enabled: true }).where(eq(users.email, 'sales@demo.nl'));
    }
  });
});

describe('POST /logout', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const client = createClient(api.url);
    await client.login('consumer@demo.nl');
    const stolen = client.cookies.get('sid')!;
    expect((await client.get('/user/current')).status).toBe(200);

    const out = await client.post('/logout');
    expect(out.status).toBe(200);
    expect(client.cookies.has('sid')).toBe(false);
    expect((await client.get('/user/current')).status).toBe(401);

    const replay = createClient(api.url);
    replay.cookies.set('sid', stolen);
    const answer = await replay.get('/user/current');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('MESSAGE.UNAUTHORIZED');
  });
});

/**
 * A second api on the same database, as a second process would run: each keeps its own
 * cache of sessions (docs/performance.md). On PostgreSQL it has its own connections, so
 * the change reaches it only through the database's signal.
 */
async function secondApi() {
  const second = api.config.databaseUrl
    ? await openDatabase({ dataDir: '', databaseUrl: api.config.databaseUrl })
    : undefined;
  const app = await buildApi({ db: second?.db ?? api.db, config: api.config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await second?.close();
    },
  };
}

describe('sessions answered from memory', () => {
  it('stop working at once on every api process after a logout', async () => {
    const other = await secondApi();
    try {
      const client = createClient(api.url);
      await client.login('finance@demo.nl');
      const elsewhere = createClient(other.url);
      elsewhere.cookies.set('sid', client.cookies.get('sid')!);
      // Read twice: the second answer comes from the other process's cache.
      expect((await elsewhere.get('/user/current')).status).toBe(200);
      expect((await elsewhere.get('/user/current')).status).toBe(200);
      expect((await client.get('/user/current')).status).toBe(200);

      expect((await client.post('/logout')).status).toBe(200);
      expect((await elsewhere.get('/user/current')).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('see a role taken away at once on every api process', async () => {
    const other = await secondApi();
    const [staffRole] = await api.db.select().from(roles).where(eq(roles.name, 'ROLE_LEAD_USER'));
    const [sales] = await api.db.select().from(users).where(eq(users.email, 'sales@demo.nl'));
    const manager = createClient(api.url);
    await manager.login('manager@demo.nl');
    try {
      const seller = createClient(other.url);
      await seller.login('sales@demo.nl');
      expect((await seller.get('/company?itemsPerPage=1')).status).toBe(200);
      expect((await seller.get('/company?itemsPerPage=1')).status).toBe(200);

      const taken = await manager.delete(`/user/${sales!.id}/role/${staffRole!.id}`);
      expect(taken.status).toBe(200);
      const refused = await seller.get('/company?itemsPerPage=1');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('MESSAGE.ACCESS_DENIED');
    } finally {
      await manager.put(`/user/${sales!.id}/role/${staffRole!.id}`);
      await other.close();
    }
  });
});
