import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startApi, type RunningApi } from '../support/api-harness';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { leadPayload } from '../leads/lead-test-kit';

/** A failed login for an account nobody has, as a client that writes its own address. */
function guess(baseUrl: string, index: number, headers: Record<string, string>) {
  return createClient(baseUrl).post(
    '/login_check/',
    { email: `raden${index}@demo.nl`, password: 'Welkom123' },
    { form: true, headers },
  );
}

describe('client address: X-Forwarded-For only from the gateway or a configured proxy', () => {
  let api: RunningApi;

  beforeAll(async () => {
    // The default configuration: no TRUST_PROXY.
    api = await startApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  // Before the guesses below use up this machine's allowance.
  it('a client cannot pass itself off as the gateway with a wrong internal token', async () => {
    const answer = await createClient(api.url).post(
      '/login_check/',
      { email: 'manager@demo.nl', password: 'Welkom123' },
      { form: true, headers: { 'x-forwarded-proto': 'https', 'x-internal-token': 'raden' } },
    );
    expect(answer.status).toBe(200);
    // The session cookie follows the real connection (plain HTTP), not the claimed one.
    expect(answer.headers.getSetCookie().find((c) => c.startsWith('sid='))).not.toMatch(/Secure/i);
  });

  it('a client on this machine cannot dodge the login limit by writing X-Forwarded-For', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await guess(api.url, i, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(answer.status).toBe(401);
    }
    // Twenty failures from one real address: the next one is refused, whatever it claims.
    const next = await guess(api.url, 20, { 'x-forwarded-for': '198.51.100.200' });
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: 'MESSAGE.TOO_MANY_ATTEMPTS' });
  });
});

describe('client address behind the gateway', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('counts the address that reached the gateway, not one the client wrote', async () => {
    const quote = (address: string) =>
      fetch(`${stack.gatewayUrl}/quote-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(leadPayload('kozijnen')),
      });
    // Six quote requests from one sender, each claiming another address: five an hour.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await quote(`203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
