import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { loginAttempts } from './login-attempt.table';

/**
 * Windows of 15 minutes, counted in the database so several api instances share
 * them. The limit applies to a sliding 15 minutes: the previous window counts
 * for the part of it that still lies within the last 15 minutes, so nobody gets
 * twice the attempts by straddling a window boundary.
 */
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

/**
 * Counts an attempt before the password is checked (one atomic upsert per key),
 * so a burst of parallel guesses cannot slip past the limit. Returns false when
 * the e-mail or the client address is over its limit in the current window.
 * A successful login gives the attempt back (see `attemptSucceeded`).
 */
export async function takeAttempt(
  db: Executor,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<boolean> {
  const { emailKey, addressKey } = keysOf(keys);
  const start = windowStart(now);
  const counts = await db
    .insert(loginAttempts)
    .values([
      { key: emailKey, windowStart: start, count: 1 },
      { key: addressKey, windowStart: start, count: 1 },
    ])
    .onConflictDoUpdate({
      target: [loginAttempts.key, loginAttempts.windowStart],
      set: { count: sql`${loginAttempts.count} + 1` },
    })
    .returning({ key: loginAttempts.key, count: loginAttempts.count });
  const previous = await db
    .select({ key: loginAttempts.key, count: loginAttempts.count })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, [emailKey, addressKey]),
        eq(loginAttempts.windowStart, new Date(start.getTime() - THROTTLE_WINDOW_MS)),
      ),
    );
  const previousWeight = 1 - (now.getTime() - start.getTime()) / THROTTLE_WINDOW_MS;
  const count = (key: string) =>
    (counts.find((r) => r.key === key)?.count ?? 0) +
    (previous.find((r) => r.key === key)?.count ?? 0) * previousWeight;
  return count(emailKey) <= MAX_FAILURES_PER_EMAIL && count(addressKey) <= MAX_FAILURES_PER_ADDRESS;
}

/** A successful login clears the account's counter and does not count against the address. */
export async function attemptSucceeded(
  db: Executor,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<void> {
  const { emailKey, addressKey } = keysOf(keys);
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey));
  await db
    .update(loginAttempts)
    .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
    .where(and(eq(loginAttempts.key, addressKey), eq(loginAttempts.windowStart, windowStart(now))));
}

/** Old windows are useless once they are over. */
export async function purgeOldAttempts(db: Executor, now = new Date()): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      lt(loginAttempts.windowStart, new Date(windowStart(now).getTime() - THROTTLE_WINDOW_MS)),
    );
}
