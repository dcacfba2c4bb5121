import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeAttempt, THROTTLE_WINDOW_MS } from '../../api/src/accounts/login-throttle';
import { createClient, startApi, type RunningApi } from '../support/api-harness';

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

/** A login from a given client address, forwarded as the gateway does (with the internal token). */
function attempt(email: string, password: string, address: string) {
  return createClient(api.url).post(
    '/login_check/',
    { email, password },
    {
      form: true,
      headers: { 'x-forwarded-for': address, 'x-internal-token': api.config.internalToken },
    },
  );
}

describe('login rate limit', () => {
  it('locks an account after 5 failures, even for the right password, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await attempt('partner@demo.nl', `Wrong${i}pass`, `10.0.0.${i + 1}`);
      expect(answer.status).toBe(401);
    }
    const locked = await attempt('partner@demo.nl', 'Welkom123', '10.0.0.99');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'MESSAGE.TOO_MANY_ATTEMPTS' });
    // Other accounts are not affected.
    expect((await attempt('cms@demo.nl', 'Welkom123', '10.0.0.99')).status).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the limit does not reveal who exists', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('ghost@demo.nl', 'Welkom123', '10.1.0.1')).status).toBe(401);
    const locked = await attempt('ghost@demo.nl', 'Welkom123', '10.1.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'MESSAGE.TOO_MANY_ATTEMPTS' });
  });

  it('limits one address trying many accounts to 20 failures', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(`guess${i}@demo.nl`, 'Welkom123', '10.2.0.1')).status).toBe(401);
    expect((await attempt('comparison@demo.nl', 'Welkom123', '10.2.0.1')).status).toBe(429);
    expect((await attempt('comparison@demo.nl', 'Welkom123', '10.2.0.2')).status).toBe(200);
  });

  it('holds under a burst of parallel guesses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attempt('both@demo.nl', `Guess${i}xx`, `10.4.0.${i + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('clears the account counter after a successful login', async () => {
    for (let i = 0; i < 4; i++)
      expect((await attempt('admin@demo.nl', 'Nope1234', '10.3.0.1')).status).toBe(401);
    expect((await attempt('admin@demo.nl', 'Welkom123', '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt('admin@demo.nl', 'Nope1234', '10.3.0.1')).status).toBe(401);
    expect((await attempt('admin@demo.nl', 'Welkom123', '10.3.0.1')).status).toBe(200);
  });

  it('keeps counting across a window boundary, so straddling it gives no extra guesses', async () => {
    // A boundary well in the future, so the live tests above do not touch its windows.
    const boundary = (Math.ceil(Date.now() / THROTTLE_WINDOW_MS) + 10) * THROTTLE_WINDOW_MS;
    const keys = { email: 'straddle@demo.nl', address: '10.9.0.1' };
    for (let i = 0; i < 5; i++) {
      expect(await takeAttempt(api.db, keys, new Date(boundary - 1000))).toBe(true);
    }
    expect(await takeAttempt(api.db, keys, new Date(boundary + 1000))).toBe(false);
    // Once the earlier attempts are a full window old, they no longer count.
    const later = new Date(boundary + THROTTLE_WINDOW_MS + 1000);
    expect(await takeAttempt(api.db, { ...keys, address: '10.9.0.2' }, later)).toBe(true);
  });
});
