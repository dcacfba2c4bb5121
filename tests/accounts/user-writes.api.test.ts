/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { loginRest } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

/**
 * Every route by which one account writes another account's data, tried by a
 * customer main user (customer@demo.nl, main user of Hendriks) against a colleague
 * in Hendriks and against a stranger. What the main user may do is what the
 * customer company screen offers: add users (new accounts; existing ones are
 * invited), move the main user, enable, disable and remove a colleague's link to
 * the company, and keep the company's notification lists. The account itself
 * (profile, e-mail, password, photo, roles) stays its own, and its staff's.
 */
let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let hendriks: number;
let colleague: any;
let stranger: any;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPhoto(client: TestClient, userId: number) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(PNG)]), 'foto.png');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${api.url}/user/${userId}/photo`, {
    method: 'POST',
    body,
    headers: { cookie },
  });
  return response.status;
}

/** The user as staff reads it: what the test checks stayed as it was. */
const stored = async (id: number) => (await manager.get(`/user/${id}`)).body;

beforeAll(async () => {
  api = await startApi();
  manager = await loginRest(api.url, DEMO_USER.manager);
  customer = await loginRest(api.url, DEMO_USER.customer);
  hendriks = (await customer.get('/user/current')).body.companies[0].id;
  await manager.post(`/company/${hendriks}/user`, {
    email: 'collega@hendriks.example.nl',
    given_name: 'Cas',
    family_name: 'Collega',
    password: { mode: 'set', value: 'Welkom123' },
  });
  colleague = (await manager.get('/user?search=collega@hendriks')).body.items[0];
  stranger = (await (await loginRest(api.url, DEMO_USER.partner)).get('/user/current')).body;
});
afterAll(async () => api?.close());

describe('a customer main user against another account', () => {
  it.each([
    ['name', { given_name: 'Overgenomen' }],
    ['e-mail', { email: 'attacker@example.com' }],
    ['gender', { gender: 'female' }],
    ['opt-out', { opt_out: true }],
  ])('cannot save its %s (403 colleague, 404 stranger)', async (_field, change) => {
    for (const [target, status] of [
      [colleague, 403],
      [stranger, 404],
    ] as const) {
      const before = await stored(target.id);
      const answer = await customer.post(`/user/${target.id}`, {
        version: before.version,
        ...change,
      });
      expect(answer.status).toBe(status);
      expect(await stored(target.id)).toEqual(before);
    }
  });

  it('cannot upload its photo', async () => {
    expect(await uploadPhoto(customer, colleague.id)).toBe(403);
    expect(await uploadPhoto(customer, stranger.id)).toBe(404);
    expect((await stored(colleague.id)).photo).toBeFalsy();
  });

  it('cannot grant or remove its roles', async () => {
    const roles = (await manager.get('/user/role')).body.items;
    const staffRole = roles.find((r: any) => r.name === 'ROLE_LEAD_MANAGER');
    const customerRole = roles.find((r: any) => r.name === 'ROLE_LEAD_CUSTOMER');
    expect((await customer.put(`/user/${colleague.id}/role/${staffRole.id}`)).status).toBe(403);
    expect((await customer.delete(`/user/${colleague.id}/role/${customerRole.id}`)).status).toBe(
      403,
    );
    expect((await stored(colleague.id)).roles).toEqual(colleague.roles);
  });

  it('cannot set its password: the only password change is the own one, by the current password', async () => {
    const answer = await customer.post('/password/change', {
      current_password: 'Welkom123',
      password: 'Overgenomen123',
      user_id: colleague.id,
    });
    expect(answer.status).toBe(200);
    expect((await createClient(api.url).login('collega@hendriks.example.nl')).status).toBe(200);
    await customer.post('/password/change', {
      current_password: 'Overgenomen123',
      password: 'Welkom123',
    });
    // Adding an existing account with a password is for staff only, and never sets it.
    const refused = await customer.post(`/company/${hendriks}/user`, {
      email: 'collega@hendriks.example.nl',
      password: { mode: 'set', value: 'Overgenomen123' },
    });
    expect(refused.status).toBe(403);
  });

  it('cannot link an existing account to the company: it is invited instead', async () => {
    const answer = await customer.post(`/company/${hendriks}/user`, {
      email: DEMO_USER.partner,
    });
    expect(answer.status).toBe(202);
    const members = (await manager.get(`/company/${hendriks}/user`)).body.items;
    expect(members.map((m: any) => m.email)).not.toContain(DEMO_USER.partner);
  });

  it("disables, enables and removes a colleague of its own company, never another company's links", async () => {
    for (const action of ['disable', 'enable']) {
      const own = await customer.post(`/user/${action}`, {
        user_id: colleague.id,
        company_id: hendriks,
      });
      expect(own.status).toBe(200);
    }
    const partnerCompany = stranger.companies[0].id;
    for (const action of ['disable', 'enable', 'delete']) {
      const other = await customer.post(`/user/${action}`, {
        user_id: stranger.id,
        company_id: partnerCompany,
      });
      expect(other.status).toBe(404);
    }
    const strangerLink = await customer.post(`/company/${partnerCompany}/user/${stranger.id}`, {
      admin: true,
      version: 1,
    });
    expect(strangerLink.status).toBe(404);
    // The account itself is untouched by link changes.
    expect((await stored(colleague.id)).enabled).toBe(true);
    const removed = await customer.post('/user/delete', {
      user_id: colleague.id,
      company_id: hendriks,
    });
    expect(removed.status).toBe(200);
    expect((await stored(colleague.id)).email).toBe('collega@hendriks.example.nl');
  });

  it('still saves its own profile', async () => {
    const me = (await customer.get('/user/current')).body;
    const answer = await customer.post(`/user/${me.id}`, {
      version: me.version,
      given_name: 'Ruud',
    });
    expect(answer.status).toBe(200);
    expect(await uploadPhoto(customer, me.id)).toBe(200);
  });
});
