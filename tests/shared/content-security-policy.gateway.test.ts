import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal } from '../support/portal-harness';
import type { RunningStack } from '../support/gateway-harness';

let portal: RunningStack;

beforeAll(async () => {
  portal = await startPortal({
    gateway: { mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
  });
});
afterAll(async () => {
  await portal?.close();
});

/** The policy's directives by name. */
async function policyOf(path: string): Promise<Map<string, string[]>> {
  const answer = await fetch(`${portal.gatewayUrl}${path}`);
  expect(answer.status).toBe(200);
  const header = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the web app is served with a strict Content-Security-Policy', () => {
  it.each(['/', '/login', '/domain/1/page/2'])('%s: scripts only from the portal', async (path) => {
    const policy = await policyOf(path);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // Map tiles from the configured tile server, nothing else from outside.
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tiles.example.org',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });
});
