import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../../gateway/src/config';
import { buildGateway, type GatewayInstance } from '../../gateway/src/server';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
const extraGateways: GatewayInstance[] = [];
let webDist: string;

/** Another gateway in front of the same api, with its own settings. */
async function gatewayWith(config: Partial<GatewayConfig>): Promise<string> {
  const gateway = await buildGateway({
    apiUrl: stack.apiUrl,
    followEvents: false,
    webDist: join(webDist, 'missing'),
    ...config,
  });
  extraGateways.push(gateway);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Leadportaal</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  stack = await startStack({ gateway: { webDist } });
});
afterAll(async () => {
  for (const gateway of extraGateways) await gateway.close();
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('CSRF prevention', () => {
  it('refuses a form-encoded or text/plain POST (what a foreign page can send)', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'query=%7Bviewer%7Bid%7D%7D'],
      ['text/plain', JSON.stringify({ query: '{ viewer { id } }' })],
    ]) {
      const response = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type! },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('"data"');
    }
  });

  it('refuses a GET query without the header and answers it with the header', async () => {
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const without = await fetch(url, { headers: { accept: 'application/json' } });
    expect(without.status).toBe(403);
    const withHeader = await fetch(url, {
      headers: { accept: 'application/json', 'x-graphql-csrf': '1' },
    });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('answers no CORS headers to a foreign origin', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-graphql-csrf',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('query limits', () => {
  it('refuses a depth bomb', async () => {
    let selection = 'name';
    for (let i = 0; i < 8; i += 1) selection = `fields { type { ${selection} } }`;
    const answer = await createGraphQLClient(stack.gatewayUrl).request(
      `{ __type(name: "Query") { ${selection} } }`,
    );
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/depth limit/i);
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const answer = await createGraphQLClient(stack.gatewayUrl).request(`{ ${aliases} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses an oversized request body', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(600_000)}` }),
    });
    expect(response.status).toBe(413);
  });
});

describe('GraphiQL and introspection', () => {
  it('serves GraphiQL and answers introspection by default', async () => {
    const page = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/graphiql/i);
    const answer = await createGraphQLClient(stack.gatewayUrl).request(
      '{ __schema { queryType { name } } }',
    );
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('switches both off for production', async () => {
    const url = await gatewayWith({ graphiql: false, introspection: false });
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
    const answer = await createGraphQLClient(url).request('{ __schema { queryType { name } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    // Ordinary queries still work.
    const viewer = await createGraphQLClient(url).request('{ viewer { id } }');
    expect(viewer.data).toEqual({ viewer: null });
  });
});

describe('health and the web app', () => {
  it('answers /healthz and /readyz while the api is up', async () => {
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('reports not ready when the api cannot be reached', async () => {
    const url = await gatewayWith({ apiUrl: 'http://127.0.0.1:9' });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
  });

  it('serves the web app with a history-API fallback', async () => {
    const home = await fetch(`${stack.gatewayUrl}/`);
    expect(await home.text()).toContain('<title>Leadportaal</title>');
    const deep = await fetch(`${stack.gatewayUrl}/company/12/edit?tab=users`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>Leadportaal</title>');
    const asset = await fetch(`${stack.gatewayUrl}/assets/app-1234.js`);
    expect(await asset.text()).toContain('console.log');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${stack.gatewayUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('says how to build the web app when it is missing', async () => {
    const url = await gatewayWith({});
    const answer = await fetch(`${url}/login`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('npm run build:web');
  });
});
