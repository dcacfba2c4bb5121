import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/gateway-harness';

/**
 * Plain JSON requests skip yoga's Fetch adaptation (gateway/src/graphql-fast-path.ts).
 * A request that also accepts any other type (`*\/*`) takes the full way through
 * yoga, so sending each request both ways must give the same status, headers and body.
 */
let stack: RunningStack;
let cookie: string;

beforeAll(async () => {
  stack = await startStack();
  const login = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(email: "manager@demo.nl", password: "Welkom123") { id } }',
    }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}, 60_000);
afterAll(async () => stack?.close());

const REQUESTS: [name: string, body: unknown, loggedIn: boolean][] = [
  [
    'a list with relations',
    { query: '{ companies(pageSize: 2) { total items { id name accountManager { id } } } }' },
    true,
  ],
  [
    'one record',
    { query: 'query ($id: ID!) { company(id: $id) { id name } }', variables: { id: 1 } },
    true,
  ],
  [
    'not found',
    { query: 'query ($id: ID!) { company(id: $id) { id } }', variables: { id: 99999 } },
    true,
  ],
  ['parse error', { query: '{ companies(' }, true],
  ['validation error', { query: '{ nope }' }, true],
  [
    'variables of the wrong type',
    { query: 'query ($id: ID!) { company(id: $id) { id } }', variables: { id: { a: 1 } } },
    true,
  ],
  ['missing variable', { query: 'query ($id: ID!) { company(id: $id) { id } }' }, true],
  [
    'unknown operation name',
    { query: 'query A { __typename } query B { __typename }', operationName: 'C' },
    true,
  ],
  ['extra parameter', { query: '{ __typename }', foo: 1 }, true],
  ['query not a string', { query: 1 }, true],
  ['variables an array', { query: '{ __typename }', variables: [] }, true],
  ['not logged in', { query: '{ companies { total } }' }, false],
  ['refused by role', { query: '{ users { total } }' }, true],
  [
    'mutation with field errors',
    { query: 'mutation { updateCompany(id: 1, version: 0, input: { name: "" }) { id } }' },
    true,
  ],
];

async function send(body: unknown, accept: string, loggedIn: boolean) {
  const answer = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...(loggedIn ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const ignored = new Set(['date', 'content-length', 'keep-alive', 'connection']);
  const headers = [...answer.headers].filter(([name]) => !ignored.has(name));
  // The harness counts REST calls per request; the first of a pair may include the session lookup.
  const text = (await answer.text()).replace(/"restCalls":\d+/, '"restCalls":"n"');
  return { status: answer.status, headers, body: text };
}

describe('the fast path answers as yoga itself does', () => {
  for (const accept of ['application/json', 'application/graphql-response+json']) {
    for (const [name, body, loggedIn] of REQUESTS) {
      it(`${name} (${accept})`, async () => {
        const fast = await send(body, accept, loggedIn);
        const full = await send(body, `${accept}, */*`, loggedIn);
        expect(fast).toEqual(full);
      });
    }
  }
});
