import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { ApiError, notFound } from '../shared/errors';
import { isStaff, type Viewer } from '../shared/session-guard';
import { rowsOf } from './company-links';
import { findUserById } from './users';
import type { UserRow } from './user.table';

export type UserReach = 'edit' | 'read' | 'none';

/** Companies of `userId` the viewer also belongs to. */
async function sharedCompanies(db: Executor, viewer: Viewer, userId: number) {
  if (viewer.companyIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT company_id FROM company_users
    WHERE user_id = ${userId}
      AND company_id IN (${sql.join(
        viewer.companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return rowsOf<{ company_id: number }>(result).map((row) => Number(row.company_id));
}

/**
 * What the viewer may do with a user's profile (name, e-mail, photo): the user
 * themselves and staff edit; anyone sharing a company only reads, the main user
 * too (the profile screen of another user is a staff screen; a main user manages
 * the company's links, not the accounts).
 */
export async function reachOfUser(
  db: Executor,
  viewer: Viewer,
  userId: number,
): Promise<UserReach> {
  if (viewer.userId === userId || isStaff(viewer)) return 'edit';
  const shared = await sharedCompanies(db, viewer, userId);
  return shared.length > 0 ? 'read' : 'none';
}

/** The user the viewer may change; 404 when out of reach (or missing), 403 for a colleague. */
export async function editableUser(db: Executor, viewer: Viewer, userId: number): Promise<UserRow> {
  const reach = await reachOfUser(db, viewer, userId);
  if (reach === 'read') throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  const user = reach === 'edit' ? await findUserById(db, userId) : undefined;
  if (!user) throw notFound();
  return user;
}

/** The user the viewer may see; 404 otherwise (so ids of strangers reveal nothing). */
export async function readableUser(db: Executor, viewer: Viewer, userId: number): Promise<UserRow> {
  const reach = await reachOfUser(db, viewer, userId);
  const user = reach === 'none' ? undefined : await findUserById(db, userId);
  if (!user) throw notFound();
  return user;
}
