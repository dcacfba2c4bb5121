import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditServer, type AuditResult } from 'graphql-http';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
let bareYoga: Server;
let bareYogaUrl: string;

beforeAll(async () => {
  stack = await startStack();
  // The yardstick: graphql-yoga with its defaults and nothing of ours.
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String }' }),
    logging: false,
  });
  bareYoga = createServer(yoga);
  await new Promise<void>((resolve) => bareYoga.listen(0, '127.0.0.1', resolve));
  bareYogaUrl = `http://127.0.0.1:${(bareYoga.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => bareYoga?.close(resolve));
  await stack?.close();
});

const summary = (results: AuditResult[]) =>
  results.map((result) =>
    result.status === 'ok' ? `${result.id} ok` : `${result.id} ${result.status}: ${result.name}`,
  );

describe('GraphQL over HTTP conformance (graphql-http audits)', () => {
  it('passes every required audit, with no more warnings than a bare graphql-yoga', async () => {
    const ours = await auditServer({ url: `${stack.gatewayUrl}/graphql` });
    const bare = await auditServer({ url: bareYogaUrl });

    const warnings = ours.filter((result) => result.status === 'warn');
    const bareWarnings = new Set(bare.filter((r) => r.status === 'warn').map((r) => r.id));
    console.info(
      `graphql-http audit of the gateway: ${ours.length} audits, ` +
        `${ours.filter((r) => r.status === 'error').length} errors, ${warnings.length} warnings ` +
        `(bare graphql-yoga: ${bareWarnings.size} warnings)\n` +
        summary(warnings).join('\n'),
    );

    expect(summary(ours.filter((result) => result.status === 'error'))).toEqual([]);
    expect(warnings.filter((result) => !bareWarnings.has(result.id)).map((r) => r.name)).toEqual(
      [],
    );
  });
});

describe('CSRF prevention as standard clients expect it', () => {
  const query = JSON.stringify({ query: '{ __typename }' });

  it('answers a JSON POST without any extra header (curl, graphql-request, Postman)', async () => {
    for (const type of ['application/json', 'application/graphql-response+json']) {
      const response = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': `${type}; charset=utf-8` },
        body: query,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { __typename: 'Query' } });
    }
  });

  it('refuses what a foreign page can send without a preflight, unless a preflight header is set', async () => {
    const url = `${stack.gatewayUrl}/graphql`;
    const get = `${url}?query=${encodeURIComponent('{ __typename }')}`;
    const simple: [string, RequestInit][] = [
      ['GET', { headers: { accept: 'application/json' } }],
      ['text/plain', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: query }],
    ];
    for (const [kind, init] of simple) {
      const target = kind === 'GET' ? get : url;
      const refused = await fetch(target, init);
      expect(refused.status, kind).toBe(403);
      const body = await refused.json();
      expect(body.data, kind).toBeUndefined();
      expect(body.errors[0].extensions.messageKey, kind).toBe('MESSAGE.CSRF_HEADER_MISSING');
      // An empty header is no proof of a preflight.
      const empty = await fetch(target, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'apollo-require-preflight': '' },
      });
      expect(empty.status, `${kind} with an empty header`).toBe(403);
    }
    for (const header of [
      'x-graphql-csrf',
      'x-graphql-yoga-csrf',
      'apollo-require-preflight',
      'graphql-preflight',
    ]) {
      const answered = await fetch(get, { headers: { accept: 'application/json', [header]: '1' } });
      expect(answered.status, header).toBe(200);
      expect(await answered.json()).toMatchObject({ data: { __typename: 'Query' } });
    }
    // Forms and bodies without a type have no parser: refused before GraphQL, header or not.
    for (const type of ['application/x-www-form-urlencoded', undefined]) {
      const unparsed = await fetch(url, {
        method: 'POST',
        headers: { ...(type ? { 'content-type': type } : {}), 'x-graphql-csrf': '1' },
        body: type ? 'query=%7B__typename%7D' : new Blob([query]),
      });
      expect(unparsed.status, String(type)).toBe(415);
    }
  });

  it('keeps uploads behind a preflight header', async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf');
    const without = await fetch(`${stack.gatewayUrl}/upload/company/1/logo`, {
      method: 'POST',
      body: form,
    });
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({ message: 'MESSAGE.CSRF_HEADER_MISSING' });
  });
});
