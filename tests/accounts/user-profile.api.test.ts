/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { loginRest } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let api: RunningApi;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends one file as multipart, with the client's cookie. */
async function upload(client: TestClient, path: string, data: Buffer, name: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${api.url}${path}`, { method: 'POST', body, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /user/{id} (profile save)', () => {
  it('saves the own name and opt-out, bumps the version and writes a user.updated event', async () => {
    const customer = await loginRest(api.url, DEMO_USER.customer);
    const me = (await customer.get('/user/current')).body;
    const answer = await customer.post(`/user/${me.id}`, {
      version: me.version,
      given_name: 'Rudolf',
      family_name: 'Hendriks',
      gender: 'male',
      email: me.email,
      opt_out: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.CHANGES_SAVED');
    expect(answer.body.user).toMatchObject({ given_name: 'Rudolf', opt_out: true });
    expect(answer.body.user.version).toBe(me.version + 1);
    const after = (await customer.get('/user/current')).body;
    expect(after.given_name).toBe('Rudolf');
    const events = await api.db.execute(
      `SELECT type FROM outbox WHERE user_id = ${me.id} AND type = 'user.updated'`,
    );
    const rows = Array.isArray(events) ? events : (events as any).rows;
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const partner = await loginRest(api.url, DEMO_USER.partner);
    const me = (await partner.get('/user/current')).body;
    const first = await partner.post(`/user/${me.id}`, {
      version: me.version,
      given_name: 'Eerst',
    });
    expect(first.status).toBe(200);
    const stale = await partner.post(`/user/${me.id}`, {
      version: me.version,
      given_name: 'Later',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await partner.get('/user/current')).body.given_name).toBe('Eerst');
  });

  it('answers field errors as MESSAGE keys and refuses an e-mail someone else uses', async () => {
    const consumer = await loginRest(api.url, DEMO_USER.consumer);
    const me = (await consumer.get('/user/current')).body;
    const invalid = await consumer.post(`/user/${me.id}`, {
      version: me.version,
      given_name: '',
      email: 'geen-adres',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({
      given_name: expect.stringMatching(/^MESSAGE\./),
      email: 'MESSAGE.ENTER_VALID_EMAIL',
    });
    const taken = await consumer.post(`/user/${me.id}`, {
      version: me.version,
      email: 'Manager@demo.nl',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields.email).toBe('MESSAGE.USER_ALREADY_EXISTS');
    expect((await consumer.get('/user/current')).body.version).toBe(me.version);
  });

  it('ends every session once a user confirms their new e-mail; the new e-mail logs in', async () => {
    const first = await loginRest(api.url, DEMO_USER.claimPartner);
    const second = await loginRest(api.url, DEMO_USER.claimPartner);
    const me = (await first.get('/user/current')).body;
    const answer = await first.post(`/user/${me.id}`, {
      version: me.version,
      email: 'claims.partner@demo.nl',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.EMAIL_CONFIRMATION_SENT');
    expect(answer.body.user.email).toBe(DEMO_USER.claimPartner);
    const [mail] = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'claims.partner@demo.nl'))
      .orderBy(desc(emailLog.id))
      .limit(1);
    const token = /confirmEmail=([\w-]+)/.exec(mail!.body)![1];
    const confirmed = await first.post('/user/email/confirm', { token });
    expect(confirmed.body.message).toBe('MESSAGE.CHANGES_SAVED_LOGIN_AGAIN');
    expect((await first.get('/user/current')).status).toBe(401);
    expect((await second.get('/user/current')).status).toBe(401);
    const old = await createClient(api.url).post(
      '/login_check/',
      { email: DEMO_USER.claimPartner, password: 'Welkom123' },
      { form: true },
    );
    expect(old.status).toBe(401);
    const again = await loginRest(api.url, 'claims.partner@demo.nl');
    expect((await again.get('/user/current')).body.id).toBe(me.id);
  });

  it('lets staff save anyone without ending their sessions', async () => {
    const both = await loginRest(api.url, DEMO_USER.both);
    const target = (await both.get('/user/current')).body;
    const manager = await loginRest(api.url, DEMO_USER.manager);
    const answer = await manager.post(`/user/${target.id}`, {
      version: target.version,
      family_name: 'Willems-de Boer',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.CHANGES_SAVED');
    expect((await both.get('/user/current')).body.family_name).toBe('Willems-de Boer');
  });

  it('lets a main user read a colleague but not edit them (403), and refuses strangers (404)', async () => {
    const manager = await loginRest(api.url, DEMO_USER.manager);
    const customer = await loginRest(api.url, DEMO_USER.customer);
    const companyId = (await customer.get('/user/current')).body.companies[0].id;
    const added = await manager.post(`/company/${companyId}/user`, {
      email: 'collega@hendriks.demo.nl',
      given_name: 'Co',
      family_name: 'Llega',
      password: { mode: 'set', value: 'Welkom123' },
    });
    expect(added.status).toBeLessThan(300);
    const found = await manager.get('/user?search=collega@hendriks');
    expect(found.body.total).toBe(1);
    const colleague = found.body.items[0];
    const byMain = await customer.post(`/user/${colleague.id}`, {
      version: colleague.version,
      given_name: 'Cor',
    });
    expect(byMain.status).toBe(403);
    const colleagueClient = await loginRest(api.url, 'collega@hendriks.demo.nl');
    const me = (await customer.get('/user/current')).body;
    const upward = await colleagueClient.post(`/user/${me.id}`, {
      version: me.version,
      given_name: 'Overgenomen',
    });
    expect(upward.status).toBe(403);
    const stranger = (await (await loginRest(api.url, DEMO_USER.partner)).get('/user/current'))
      .body;
    const across = await customer.post(`/user/${stranger.id}`, {
      version: stranger.version,
      given_name: 'Vreemd',
    });
    expect(across.status).toBe(404);
    expect((await customer.get(`/user/${stranger.id}/photo`)).status).toBe(404);
  });
});

describe('POST /user/{id}/photo', () => {
  it('stores a png and reads it back', async () => {
    const customer = await loginRest(api.url, DEMO_USER.customer);
    const me = (await customer.get('/user/current')).body;
    const answer = await upload(customer, `/user/${me.id}/photo`, PNG, 'me.png');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.UPLOAD_SUCCESSFUL');
    expect(answer.body.user.photo).toBeTruthy();
    const back = await customer.get(`/user/${me.id}/photo`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file that is no image, whatever its name says', async () => {
    const customer = await loginRest(api.url, DEMO_USER.customer);
    const me = (await customer.get('/user/current')).body;
    const text = await upload(customer, `/user/${me.id}/photo`, Buffer.from('hello'), 'me.png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await upload(customer, `/user/${me.id}/photo`, svg, 'me.svg')).body.message).toBe(
      'MESSAGE.FILE_TYPE_NOT_SUPPORTED',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const big = await upload(customer, `/user/${me.id}/photo`, huge, 'big.png');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('MESSAGE.UPLOAD_FAILED');
  });
});

describe('GET /user (user list for the user-role screen)', () => {
  it('gives the manager a searchable, paged list with totals', async () => {
    const manager = await loginRest(api.url, DEMO_USER.manager);
    const page = await manager.get('/user?page=1&itemsPerPage=5');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(5);
    const search = await manager.get('/user?search=finance');
    expect(search.body.items.map((u: { email: string }) => u.email)).toEqual([DEMO_USER.finance]);
  });

  it('refuses other roles', async () => {
    expect((await (await loginRest(api.url, DEMO_USER.accountManager)).get('/user')).status).toBe(
      403,
    );
  });
});
