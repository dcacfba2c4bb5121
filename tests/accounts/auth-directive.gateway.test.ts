import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolvers } from '../../gateway/src/generated/resolvers';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL, onePerAccount } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

/** Probe fields with rules no accounts field has yet: a denial, a mix, and a guarded type. */
const PROBE_SDL = `
  type StaffReport @auth(roles: ["ROLE_LEAD_USER"]) { title: String! }
  extend type Query {
    notForPartners: String! @auth(roles: ["!ROLE_LEAD_PARTNER"])
    customerSideOnly: String! @auth(roles: ["ROLE_LEAD_CUSTOMER", "!ROLE_LEAD_CONSUMER"])
    staffReport: StaffReport
  }
`;

const probeResolvers = {
  Query: {
    notForPartners: () => 'welcome',
    customerSideOnly: () => 'customer side',
    staffReport: () => ({ title: 'weekly' }),
  },
} as Resolvers;

let stack: RunningStack;

/** A client logged in as a demo account (one login per account for the whole file). */
const as = onePerAccount((email) => loginGraphQL(stack, email));

const anonymous = () => createGraphQLClient(stack.gatewayUrl);

beforeAll(async () => {
  stack = await startStack({
    gatewayOptions: { extraTypeDefs: [PROBE_SDL], extraResolvers: [probeResolvers] },
  });
});
afterAll(async () => {
  await stack?.close();
});

function refusal(answer: { errors?: { extensions: Record<string, unknown> }[] }) {
  expect(answer.errors).toHaveLength(1);
  return answer.errors![0]!.extensions;
}

describe('@auth directive', () => {
  it('lets a listed role through', async () => {
    const answer = await (await as(DEMO_USER.manager)).request('{ roles { id name } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.roles.map((r: { name: string }) => r.name)).toContain('ROLE_LEAD_MANAGER');
  });

  it('refuses a role that is not listed with FORBIDDEN / MESSAGE.ACCESS_DENIED, before any REST call', async () => {
    const answer = await (await as(DEMO_USER.customer)).request('{ roles { id name } }');
    expect(answer.data).toBeNull();
    expect(refusal(answer)).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'MESSAGE.ACCESS_DENIED',
    });
    // Only the viewer was asked for; GET /user/role was never called.
    expect(answer.extensions?.restCalls).toBe(1);
  });

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const answer = await anonymous().request('{ roles { id } }');
    expect(refusal(answer).code).toBe('UNAUTHENTICATED');
  });

  it('denies the holder of a !ROLE entry and admits everyone else (only negations)', async () => {
    const query = '{ notForPartners }';
    expect((await (await as(DEMO_USER.customer)).request(query)).data).toEqual({
      notForPartners: 'welcome',
    });
    expect((await (await as(DEMO_USER.manager)).request(query)).data).toEqual({
      notForPartners: 'welcome',
    });
    const partner = await (await as(DEMO_USER.partner)).request(query);
    expect(refusal(partner)).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'MESSAGE.ACCESS_DENIED',
    });
    expect(refusal(await anonymous().request(query)).code).toBe('UNAUTHENTICATED');
  });

  it('lets a denial win over a held positive role', async () => {
    const query = '{ customerSideOnly }';
    expect((await (await as(DEMO_USER.customer)).request(query)).data).toEqual({
      customerSideOnly: 'customer side',
    });
    // both@demo.nl holds the customer role, but also the denied consumer role.
    expect(refusal(await (await as(DEMO_USER.both)).request(query)).code).toBe('FORBIDDEN');
    // Holding neither: a positive role is listed, so not passing.
    expect(refusal(await (await as(DEMO_USER.sales)).request(query)).code).toBe('FORBIDDEN');
  });

  it('guards every field of a type marked with @auth', async () => {
    const query = '{ staffReport { title } }';
    expect((await (await as(DEMO_USER.finance)).request(query)).data).toEqual({
      staffReport: { title: 'weekly' },
    });
    const customer = await (await as(DEMO_USER.customer)).request(query);
    expect(customer.data).toEqual({ staffReport: null });
    expect(refusal(customer).code).toBe('FORBIDDEN');
  });
});

describe('REST calls per request', () => {
  it('asks for the viewer once, and loads many users with one batch call', async () => {
    const customer = await (await as(DEMO_USER.customer)).request('{ viewer { id } }');
    const partner = await (await as(DEMO_USER.partner)).request('{ viewer { id } }');
    const ids = [customer.data.viewer.id, partner.data.viewer.id];
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `u${i}: user(id: "${ids[i % 2]}") { id email roles }`,
    ).join('\n');
    // A fresh session, so the gateway has not looked it up yet.
    const manager = createGraphQLClient(stack.gatewayUrl);
    await manager.login(DEMO_USER.manager);
    const answer = await manager.request(`{ roles { id } ${aliases} }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.u0.email).toBe(DEMO_USER.customer);
    expect(answer.data.u1.email).toBe(DEMO_USER.partner);
    // GET /user/current + GET /user/role + one GET /user?ids=… for ten user fields.
    expect(answer.extensions?.restCalls).toBe(3);
  });
});

describe('accounts queries and mutations for staff', () => {
  it('looks a user up by e-mail (null when unknown), for staff only', async () => {
    const sales = await as(DEMO_USER.sales);
    const found = await sales.request(
      '{ userByEmail(email: "partner@demo.nl") { email givenName familyName gender } }',
    );
    expect(found.data.userByEmail).toMatchObject({
      email: DEMO_USER.partner,
      givenName: expect.any(String),
      familyName: expect.any(String),
    });
    const unknown = await sales.request('{ userByEmail(email: "niemand@demo.nl") { email } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data.userByEmail).toBeNull();
    const customer = await (
      await as(DEMO_USER.customer)
    ).request('{ userByEmail(email: "partner@demo.nl") { email } }');
    expect(refusal(customer).code).toBe('FORBIDDEN');
  });

  it('lists employees for staff', async () => {
    const answer = await (await as(DEMO_USER.accountManager)).request('{ employees { email } }');
    const emails = answer.data.employees.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_USER.manager, DEMO_USER.accountManager]));
    expect(emails).not.toContain(DEMO_USER.customer);
  });

  it('grants and removes a role (manager), refusing to remove the last one', async () => {
    const manager = await as(DEMO_USER.manager);
    const roles = (await manager.request('{ roles { id name } }')).data.roles as {
      id: string;
      name: string;
    }[];
    const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
    const consumer = await (await as(DEMO_USER.consumer)).request('{ viewer { id } }');
    const userId = consumer.data.viewer.id;

    const GRANT =
      'mutation ($u: ID!, $r: ID!) { grantRole(userId: $u, roleId: $r) { id roles version } }';
    const REMOVE =
      'mutation ($u: ID!, $r: ID!) { removeRole(userId: $u, roleId: $r) { id roles version } }';
    const granted = await manager.request(GRANT, { u: userId, r: roleId('ROLE_LEAD_CUSTOMER') });
    expect(granted.errors).toBeUndefined();
    expect([...granted.data.grantRole.roles].sort()).toEqual([
      'ROLE_LEAD_CONSUMER',
      'ROLE_LEAD_CUSTOMER',
    ]);
    const removed = await manager.request(REMOVE, { u: userId, r: roleId('ROLE_LEAD_CUSTOMER') });
    expect(removed.data.removeRole.roles).toEqual(['ROLE_LEAD_CONSUMER']);
    const last = await manager.request(REMOVE, { u: userId, r: roleId('ROLE_LEAD_CONSUMER') });
    expect(refusal(last)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.ROLE_REQUIRED',
    });

    const byCustomer = await (
      await as(DEMO_USER.customer)
    ).request(GRANT, {
      u: userId,
      r: roleId('ROLE_LEAD_MANAGER'),
    });
    expect(refusal(byCustomer).code).toBe('FORBIDDEN');
    // Refused before any call but the session lookup (which the session cache may spare).
    expect(byCustomer.extensions?.restCalls).toBeLessThanOrEqual(1);
  });
});
