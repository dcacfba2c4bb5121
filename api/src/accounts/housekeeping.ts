import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db';
import { purgeOldAttempts } from './login-throttle';
import { passwordResetTokens } from './password-reset-token.table';
import { purgeExpiredSessions } from './sessions';
import { startIntervalJob } from '../shared/interval-job';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops expired sessions, old reset tokens and old login counters. */
export async function purgeAccountLeftovers(db: Database, now = new Date()): Promise<void> {
  await purgeExpiredSessions(db, now);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeOldAttempts(db, now);
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, dayAgo),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.createdAt, dayAgo)),
      ),
    );
}

/** Runs the purge every hour in the background; returns a stop function. */
export function startAccountHousekeeping(db: Database, log: (error: unknown) => void): () => void {
  return startIntervalJob(() => purgeAccountLeftovers(db), 60 * 60 * 1000, log);
}
