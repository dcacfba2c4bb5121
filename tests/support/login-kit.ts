import type { Page } from 'playwright-core';
import { CSRF_HEADER } from '../../gateway/src/security/csrf';
import { createClient, type TestClient } from './api-harness';
import { loginThroughForm, waitForPath } from './browser';
import type { BrowserSuite } from './browser-suite';
import { DEMO_PASSWORD } from './demo';
import { createGraphQLClient, type GraphQLTestClient, type RunningStack } from './gateway-harness';

/** A REST client of the api with the session of `email` (POST /login_check/). */
export async function loginRest(
  apiUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TestClient> {
  const client = createClient(apiUrl);
  await client.login(email, password);
  return client;
}

export interface LoginGraphQLOptions {
  password?: string;
  /** Ask for the viewer once after logging in, as the web app's shell does on every page. */
  viewerFirst?: boolean;
}

/**
 * A GraphQL client of the gateway logged in as `email`. Given the running stack (not only
 * its address), its subscriptions can tell when they listen (`listening()`).
 */
export async function loginGraphQL(
  gateway: Pick<RunningStack, 'gatewayUrl' | 'gateway'> | string,
  email: string,
  options: LoginGraphQLOptions = {},
): Promise<GraphQLTestClient> {
  const client =
    typeof gateway === 'string'
      ? createGraphQLClient(gateway)
      : createGraphQLClient(gateway.gatewayUrl, { events: gateway.gateway.gateway.events });
  await client.login(email, options.password ?? DEMO_PASSWORD);
  if (options.viewerFirst) await client.request('query { viewer { id } }');
  return client;
}

export interface LoginBrowserOptions {
  /** The path the login lands on; without it, any page but the login screen. */
  home?: string;
  viewport?: { width: number; height: number };
  /** Runs on the new page before it logs in (e.g. to route requests). */
  beforeOpen?: (page: Page) => Promise<unknown>;
}

/** A page of a fresh browser context of the suite, logged in through the login form. */
export async function loginBrowser(
  suite: BrowserSuite,
  email: string,
  options: LoginBrowserOptions = {},
): Promise<Page> {
  const { page } = await suite.open(options.viewport);
  await options.beforeOpen?.(page);
  await loginThroughForm(page, email);
  if (options.home) await waitForPath(page, options.home);
  else await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

export interface OpenAsOptions {
  viewport?: { width: number; height: number };
  /** Runs on the new page before it opens `path` (e.g. to route requests). */
  beforeOpen?: (page: Page) => Promise<unknown>;
}

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id }
}`;

/**
 * A page of a fresh browser context of the suite, logged in as `email` and opened at `path`.
 * It sends the login screen's own request (the Login mutation, whose answer sets the session
 * cookie in this context) instead of drawing the login screen and then the home: a home
 * costs Chromium, gateway and api seconds of CPU, and most browser tests are about another
 * screen. The login screen and where it lands are tested in accounts/login.e2e.test.ts.
 */
export async function openAs(
  suite: BrowserSuite,
  email: string,
  path: string,
  options: OpenAsOptions = {},
): Promise<Page> {
  const { context, page } = await suite.open(options.viewport);
  const answer = await context.request.post('/graphql', {
    headers: { [CSRF_HEADER]: '1' },
    data: { query: LOGIN, variables: { email, password: DEMO_PASSWORD } },
  });
  const body = (await answer.json()) as { data?: { login?: { id: string } }; errors?: unknown };
  if (!body.data?.login) throw new Error(`login ${email} failed: ${JSON.stringify(body.errors)}`);
  await options.beforeOpen?.(page);
  await page.goto(path);
  return page;
}

/**
 * One login per account for the whole file: `const as = onePerAccount((email) => loginRest(url, email))`
 * gives the same client for every call with the same e-mail.
 */
export function onePerAccount<C>(
  login: (email: string) => Promise<C>,
): (email: string) => Promise<C> {
  const clients = new Map<string, Promise<C>>();
  return (email) => {
    let client = clients.get(email);
    if (!client) {
      client = login(email);
      clients.set(email, client);
    }
    return client;
  };
}
