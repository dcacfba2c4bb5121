import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const VIEWER_FIELDS = `id email roles homePath currentRole holdsCustomerAndConsumer isInternalPartner
  companies { id name state admin isPartner trialAccount isPrepaid balanceCents }`;

const LOGIN = `mutation ($email: String!, $password: String!, $currentRole: String) {
  login(email: $email, password: $password, currentRole: $currentRole) { ${VIEWER_FIELDS} }
}`;

const VIEWER = `query ($currentRole: String) { viewer(currentRole: $currentRole) { ${VIEWER_FIELDS} } }`;

const STAFF_HOME = '/lead-generator/dashboard';

/** Every demo account: the roles it holds and where it lands after login. */
const DEMO_ACCOUNTS: [string, string[], string][] = [
  ['manager@demo.nl', ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['accountmanager@demo.nl', ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['sales@demo.nl', ['ROLE_LEAD_SALES', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['finance@demo.nl', ['ROLE_LEAD_FINANCE', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['claims@demo.nl', ['ROLE_LEAD_CLAIMS', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['admin@demo.nl', ['ROLE_LEAD_ADMIN', 'ROLE_LEAD_USER'], STAFF_HOME],
  ['cms@demo.nl', ['ROLE_CMS_USER'], '/page'],
  ['comparison@demo.nl', ['ROLE_COMPARISON_USER'], '/comparison/product-feed'],
  ['customer@demo.nl', ['ROLE_LEAD_CUSTOMER'], '/customer/dashboard'],
  ['partner@demo.nl', ['ROLE_LEAD_PARTNER'], '/partner/dashboard'],
  ['claimpartner@demo.nl', ['ROLE_LEAD_CLAIM_PARTNER'], '/partner/dashboard'],
  ['consumer@demo.nl', ['ROLE_LEAD_CONSUMER'], '/consumer/dashboard'],
  ['both@demo.nl', ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'], '/customer/dashboard'],
];

describe('login through the gateway', () => {
  it.each(DEMO_ACCOUNTS)('%s gets its roles and home path', async (email, roles, home) => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const answer = await client.request(LOGIN, { email, password: 'Welkom123' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.login.email).toBe(email);
    expect([...answer.data.login.roles].sort()).toEqual([...roles].sort());
    expect(answer.data.login.homePath).toBe(home);

    // The session cookie reached the client: the viewer query now knows the user.
    const viewer = await client.request(VIEWER);
    expect(viewer.data.viewer.email).toBe(email);
    expect(viewer.data.viewer.homePath).toBe(home);
  });

  it('relays the api session cookie to the browser', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const answer = await client.request(LOGIN, {
      email: 'customer@demo.nl',
      password: 'Welkom123',
    });
    const sid = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
    expect(sid).toBeDefined();
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(client.cookies.get('sid')).toBeTruthy();
  });

  it('refuses a wrong password with UNAUTHENTICATED and MESSAGE.BAD_CREDENTIALS', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const answer = await client.request(LOGIN, { email: 'sales@demo.nl', password: 'Welkom124' });
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageKey: 'MESSAGE.BAD_CREDENTIALS',
    });
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('sid='))).toBe(false);
    expect((await client.request(VIEWER)).data.viewer).toBeNull();
  });

  it('answers viewer null when nobody is logged in', async () => {
    const answer = await createGraphQLClient(stack.gatewayUrl).request(VIEWER);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.viewer).toBeNull();
  });

  it('lets a user with both sides switch: current role and home follow the stored role', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const login = await client.request(LOGIN, {
      email: 'both@demo.nl',
      password: 'Welkom123',
      currentRole: 'ROLE_LEAD_CONSUMER',
    });
    expect(login.data.login).toMatchObject({
      currentRole: 'ROLE_LEAD_CONSUMER',
      homePath: '/consumer/dashboard',
      holdsCustomerAndConsumer: true,
    });
    const customer = await client.request(VIEWER, { currentRole: 'ROLE_LEAD_CUSTOMER' });
    expect(customer.data.viewer).toMatchObject({
      currentRole: 'ROLE_LEAD_CUSTOMER',
      homePath: '/customer/dashboard',
    });
    // A stored role the user does not hold falls back to the customer side.
    const stale = await client.request(VIEWER, { currentRole: 'ROLE_LEAD_PARTNER' });
    expect(stale.data.viewer.currentRole).toBe('ROLE_LEAD_CUSTOMER');
  });

  it('shows a customer its companies', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const login = await client.request(LOGIN, {
      email: 'customer@demo.nl',
      password: 'Welkom123',
    });
    const companies = login.data.login.companies;
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) {
      expect(company).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        admin: expect.any(Boolean),
        balanceCents: expect.any(Number),
      });
    }
  });

  it('logs out: the cookie is cleared and the viewer is gone', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    await client.login('finance@demo.nl');
    const sessionCookie = client.cookies.get('sid');
    const answer = await client.request('mutation { logout }');
    expect(answer.data).toEqual({ logout: true });
    expect(client.cookies.has('sid')).toBe(false);
    expect((await client.request(VIEWER)).data.viewer).toBeNull();

    // The old cookie no longer opens a session either.
    const replay = createGraphQLClient(stack.gatewayUrl);
    replay.cookies.set('sid', sessionCookie!);
    expect((await replay.request(VIEWER)).data.viewer).toBeNull();
  });
});
