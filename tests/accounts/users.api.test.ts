import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startApi, type RunningApi } from '../support/api-harness';
import { loginRest, onePerAccount } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let api: RunningApi;

/** A client logged in as a demo account (one login per account for the whole file). */
const as = onePerAccount((email) => loginRest(api.url, email));

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /user/{email} (lookup for the new-user form)', () => {
  it.each([DEMO_USER.manager, DEMO_USER.accountManager, DEMO_USER.sales, DEMO_USER.finance])(
    'gives %s the name and gender of an existing user',
    async (staff) => {
      const answer = await (await as(staff)).get('/user/customer@demo.nl');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        email: DEMO_USER.customer,
        given_name: 'Ruud',
        family_name: 'Hendriks',
        gender: 'male',
      });
    },
  );

  it('answers 404 for an unknown e-mail', async () => {
    const answer = await (await as(DEMO_USER.manager)).get('/user/nobody@demo.nl');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('MESSAGE.NOT_FOUND');
  });

  it('refuses a customer (403) and an anonymous caller (401)', async () => {
    const customer = await (await as(DEMO_USER.customer)).get('/user/manager@demo.nl');
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('MESSAGE.ACCESS_DENIED');
    const anonymous = await createClient(api.url).get('/user/manager@demo.nl');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('MESSAGE.UNAUTHORIZED');
  });
});

describe('GET /user?ids= (batch read)', () => {
  it('gives staff every requested user that exists, in one answer', async () => {
    const manager = await as(DEMO_USER.manager);
    const me = (await manager.get('/user/current')).body;
    const customer = (await (await as(DEMO_USER.customer)).get('/user/current')).body;
    const answer = await manager.get(`/user?ids=${me.id},${customer.id},999999`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((u: { email: string }) => u.email).sort()).toEqual([
      DEMO_USER.customer,
      DEMO_USER.manager,
    ]);
    const item = answer.body.items.find((u: { email: string }) => u.email === DEMO_USER.customer);
    expect(item.roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_LEAD_CUSTOMER']);
    expect(item).not.toHaveProperty('password_hash');
  });

  it('gives a non-staff user only themselves and users of their own companies', async () => {
    const consumer = await as(DEMO_USER.consumer);
    const me = (await consumer.get('/user/current')).body;
    const manager = (await (await as(DEMO_USER.manager)).get('/user/current')).body;
    const answer = await consumer.get(`/user?ids=${me.id},${manager.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((u: { id: number }) => u.id)).toEqual([me.id]);
  });

  it('refuses malformed ids and anonymous callers', async () => {
    expect((await (await as(DEMO_USER.manager)).get('/user?ids=1,abc')).status).toBe(400);
    expect((await createClient(api.url).get('/user?ids=1')).status).toBe(401);
  });
});

describe('roles', () => {
  it('lists the fourteen roles to the manager', async () => {
    const answer = await (await as(DEMO_USER.manager)).get('/user/role');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(14);
    expect(answer.body.items.map((r: { name: string }) => r.name)).toContain(
      'ROLE_LEAD_CLAIM_PARTNER',
    );
  });

  it.each([DEMO_USER.customer, DEMO_USER.partner, DEMO_USER.accountManager, DEMO_USER.admin])(
    'refuses the role list to %s (403), as GraphQL does',
    async (email) => {
      const answer = await (await as(email)).get('/user/role');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('MESSAGE.ACCESS_DENIED');
      expect((await createClient(api.url).get('/user/role')).status).toBe(401);
    },
  );

  it('lets the manager grant and remove a role, and nobody else', async () => {
    const manager = await as(DEMO_USER.manager);
    const roles = (await manager.get('/user/role')).body.items as { id: number; name: string }[];
    const sales = roles.find((r) => r.name === 'ROLE_LEAD_SALES')!;
    const consumer = (await (await as(DEMO_USER.consumer)).get('/user/current')).body;

    const refused = await (
      await as(DEMO_USER.accountManager)
    ).put(`/user/${consumer.id}/role/${sales.id}`);
    expect(refused.status).toBe(403);
    expect((await createClient(api.url).put(`/user/${consumer.id}/role/${sales.id}`)).status).toBe(
      401,
    );

    const granted = await manager.put(`/user/${consumer.id}/role/${sales.id}`);
    expect(granted.status).toBe(200);
    expect(granted.body.roles.map((r: { name: string }) => r.name).sort()).toEqual([
      'ROLE_LEAD_CONSUMER',
      'ROLE_LEAD_SALES',
    ]);
    expect(granted.body.version).toBe(consumer.version + 1);

    // The new role counts at once, in the user's own session too.
    const current = await (await as(DEMO_USER.consumer)).get('/user/current');
    expect(current.body.roles.map((r: { name: string }) => r.name)).toContain('ROLE_LEAD_SALES');

    const removed = await manager.delete(`/user/${consumer.id}/role/${sales.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_LEAD_CONSUMER']);
  });

  it('refuses to remove the last role', async () => {
    const manager = await as(DEMO_USER.manager);
    const roles = (await manager.get('/user/role')).body.items as { id: number; name: string }[];
    const cms = roles.find((r) => r.name === 'ROLE_CMS_USER')!;
    const cmsUser = (await (await as(DEMO_USER.cms)).get('/user/current')).body;
    const answer = await manager.delete(`/user/${cmsUser.id}/role/${cms.id}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('MESSAGE.ROLE_REQUIRED');
    const after = await manager.get(`/user?ids=${cmsUser.id}`);
    expect(after.body.items[0].roles.map((r: { name: string }) => r.name)).toEqual([
      'ROLE_CMS_USER',
    ]);
  });

  it('answers 404 for an unknown user or role', async () => {
    const manager = await as(DEMO_USER.manager);
    expect((await manager.put('/user/999999/role/1')).status).toBe(404);
    expect((await manager.put('/user/1/role/999999')).status).toBe(404);
  });
});

describe('GET /user/employee', () => {
  it('lists internal staff for staff only', async () => {
    const answer = await (await as(DEMO_USER.accountManager)).get('/user/employee');
    expect(answer.status).toBe(200);
    const emails = answer.body.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([DEMO_USER.manager, DEMO_USER.accountManager, DEMO_USER.sales]),
    );
    expect(emails).not.toContain(DEMO_USER.customer);
    expect(answer.body.total).toBe(emails.length);
    expect((await (await as(DEMO_USER.partner)).get('/user/employee')).status).toBe(403);
  });
});
