import { describe, expect, it } from 'vitest';
import type { RestCurrentUser } from '../../gateway/src/accounts/rest-types';
import { SessionCache } from '../../gateway/src/auth/session-cache';

const user = (id: number, companyIds: number[] = []) =>
  ({
    id,
    email: `u${id}@demo.nl`,
    roles: [],
    companies: companyIds.map((c) => ({ id: c })),
  }) as unknown as RestCurrentUser;

function cacheAt(start = 0) {
  const clock = { now: start };
  return { clock, cache: new SessionCache(3000, () => clock.now) };
}

describe('gateway session cache', () => {
  it('keeps a session for its time to live, then asks again', () => {
    const { clock, cache } = cacheAt();
    cache.set('a', user(1));
    clock.now = 2999;
    expect(cache.get('a')?.id).toBe(1);
    clock.now = 3000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when switched off', () => {
    const cache = new SessionCache(0);
    cache.set('a', user(1));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the sessions of a user an event is about, and only those', () => {
    const { cache } = cacheAt();
    cache.set('a', user(1));
    cache.set('b', user(2));
    cache.invalidate({ type: 'user.role_removed', user_id: 1, company_id: null });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.id).toBe(2);
  });

  it('drops the sessions of every user of a company a company event is about', () => {
    const { cache } = cacheAt();
    cache.set('a', user(1, [7]));
    cache.set('b', user(2, [8]));
    // The acting user of a company event is not the one whose view changed.
    cache.invalidate({ type: 'company.state_changed', user_id: 2, company_id: 7 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.id).toBe(2);
  });

  it('starts over when a company’s membership changes', () => {
    const { cache } = cacheAt();
    cache.set('a', user(1, [7]));
    cache.set('b', user(2));
    cache.invalidate({ type: 'company.users_changed', user_id: 1, company_id: 9 });
    expect(cache.size).toBe(0);
  });

  it('keys sessions by a hash, never by the token itself', () => {
    const key = SessionCache.keyOf('secret-token');
    expect(key).not.toContain('secret-token');
    expect(SessionCache.keyOf('secret-token')).toBe(key);
  });
});
