import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db';
import { companyLinksOf } from './company-links';
import { roles, userRoles } from './role.table';
import { sessions } from './session.table';
import { hashToken, newToken } from './session-token';
import { users } from './user.table';
import type { Viewer } from './viewer';

/** A session lives this long after its last use. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Touch a session at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export async function createSession(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function roleNamesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

/** The viewer behind a cookie token, or null when unknown, expired or disabled. */
export async function viewerForToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<Viewer | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      enabled: users.enabled,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row || !row.enabled) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  const [roleNames, links] = await Promise.all([
    roleNamesOf(db, row.userId),
    companyLinksOf(db, row.userId),
  ]);
  return {
    userId: row.userId,
    email: row.email,
    roles: roleNames,
    companyIds: links.map((l) => l.companyId),
    adminCompanyIds: links.filter((l) => l.admin).map((l) => l.companyId),
  };
}

/** Housekeeping: forget sessions that ran out. */
export async function purgeExpiredSessions(db: Executor, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
