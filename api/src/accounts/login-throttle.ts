import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { loginAttempts } from './login-attempt.table';

/** Fixed windows of 15 minutes, counted in the database so several api instances share them. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface ThrottleKeys {
  email: string;
  address: string;
}

function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / THROTTLE_WINDOW_MS) * THROTTLE_WINDOW_MS);
}

function keysOf({ email, address }: ThrottleKeys) {
  return { emailKey: `email:${email.trim().toLowerCase()}`, addressKey: `ip:${address}` };
}

/** True when this e-mail or this client address used up its failures in the current window. */
export async function isThrottled(
  db: Executor,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<boolean> {
  const { emailKey, addressKey } = keysOf(keys);
  const rows = await db
    .select({ key: loginAttempts.key, count: loginAttempts.count })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, [emailKey, addressKey]),
        eq(loginAttempts.windowStart, windowStart(now)),
      ),
    );
  const count = (key: string) => rows.find((r) => r.key === key)?.count ?? 0;
  return count(emailKey) >= MAX_FAILURES_PER_EMAIL || count(addressKey) >= MAX_FAILURES_PER_ADDRESS;
}

/** Counts one failed login for both keys (whether or not the e-mail exists). */
export async function recordFailure(
  db: Executor,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<void> {
  const { emailKey, addressKey } = keysOf(keys);
  const start = windowStart(now);
  await db
    .insert(loginAttempts)
    .values([
      { key: emailKey, windowStart: start, count: 1 },
      { key: addressKey, windowStart: start, count: 1 },
    ])
    .onConflictDoUpdate({
      target: [loginAttempts.key, loginAttempts.windowStart],
      set: { count: sql`${loginAttempts.count} + 1` },
    });
  // Old windows are useless: drop them while we are here.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStart, new Date(start.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful login clears the account's counter (the address keeps its count). */
export async function clearFailures(db: Executor, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keysOf(keys).emailKey));
}
