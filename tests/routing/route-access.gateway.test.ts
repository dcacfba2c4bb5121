import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#domain/routing/routes';
import { DEMO_ACCOUNTS } from '../support/seed-kit';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';
import { expectedAccess } from './expected-route-access';

/**
 * Every route against every role, over real HTTP: each demo account logs in
 * through the gateway, which answers the routes that account may open. The
 * expectation is written out by hand, apart from the route table.
 */
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe.each(DEMO_ACCOUNTS.map((account) => [account.email]))('%s', (email) => {
  it('may open exactly the routes its roles allow', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    await client.login(email);
    const answer = await client.request<{ viewer: { roles: string[]; allowedRoutes: string[] } }>(
      'query { viewer { roles allowedRoutes } }',
    );
    const { roles, allowedRoutes } = answer.data!.viewer;
    const expected = ROUTES.filter((route) => expectedAccess(route.path, roles)).map((r) => r.path);
    expect([...allowedRoutes].sort()).toEqual(expected.sort());
  });
});

it('answers no viewer, and so no routes, without a session', async () => {
  const answer = await createGraphQLClient(stack.gatewayUrl).request(
    'query { viewer { allowedRoutes } }',
  );
  expect(answer.data).toEqual({ viewer: null });
});
