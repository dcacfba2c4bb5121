import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { sessions } from './session.table';
import { hashToken, newToken } from './session-token';
import { users } from './user.table';
import type { Viewer } from './viewer';
import type { ViewerCache } from './viewer-cache';

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

/**
 * The viewer behind a cookie token, or null when unknown, expired or disabled: from the
 * process's cache when it holds the session, else from the database (and then kept).
 */
export async function viewerForToken(
  db: Executor,
  token: string,
  cache?: ViewerCache,
  now = new Date(),
): Promise<Viewer | null> {
  const id = hashToken(token);
  const cached = cache?.get(id);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const viewer = await viewerForSessionId(db, id, now);
  if (viewer) cache?.set(id, viewer, generation);
  return viewer;
}

async function viewerForSessionId(db: Executor, id: string, now: Date): Promise<Viewer | null> {
  // One round trip per request: the session, its user, their roles and company links.
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      enabled: users.enabled,
      lastSeenAt: sessions.lastSeenAt,
      roles: sql<
        string[]
      >`ARRAY(SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = users.id ORDER BY r.name)`,
      companyIds: sql<
        number[]
      >`ARRAY(SELECT cu.company_id FROM company_users cu WHERE cu.user_id = users.id ORDER BY cu.company_id)`,
      adminCompanyIds: sql<
        number[]
      >`ARRAY(SELECT cu.company_id FROM company_users cu WHERE cu.user_id = users.id AND cu.admin ORDER BY cu.company_id)`,
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
  return {
    userId: row.userId,
    email: row.email,
    roles: row.roles,
    companyIds: row.companyIds.map(Number),
    adminCompanyIds: row.adminCompanyIds.map(Number),
  };
}

/** Housekeeping: forget sessions that ran out. */
export async function purgeExpiredSessions(db: Executor, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
