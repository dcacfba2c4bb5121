import { and, eq, sql } from 'drizzle-orm';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { userInputSchema } from '#domain/accounts/user-input';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import type { OutgoingMail } from '../mail';
import { ApiError, conflict } from '../shared/errors';
import type { Viewer } from '../shared/session-guard';
import { assertEmailFree, emailChangeNotice, requestEmailChange } from './email-change';
import { users, type UserRow } from './user.table';
import { normaliseEmail } from './users';

/** The profile fields a save sends (snake_case, as the api's user). */
export interface ProfileBody {
  version: number;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  gender?: unknown;
  opt_out?: unknown;
}

const SNAKE: Record<string, string> = {
  email: 'email',
  givenName: 'given_name',
  familyName: 'family_name',
  gender: 'gender',
};

/** Fields left out keep their stored value; the result is checked by the domain's user schema. */
function profileColumns(body: ProfileBody, current: UserRow) {
  const checked = userInputSchema.safeParse({
    email: body.email ?? current.email,
    givenName: body.given_name ?? current.givenName,
    familyName: body.family_name ?? current.familyName,
    gender: body.gender === undefined ? current.gender : body.gender,
  });
  const fields: Record<string, string> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = SNAKE[String(issue.path[0])] ?? String(issue.path[0] ?? '_');
      fields[name] ??= issue.message.startsWith('MESSAGE.')
        ? issue.message
        : 'MESSAGE.INVALID_VALUE';
    }
  }
  if (body.opt_out !== undefined && typeof body.opt_out !== 'boolean')
    fields.opt_out = 'MESSAGE.SELECT_OPTION';
  if (!checked.success || Object.keys(fields).length > 0)
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fields);
  const input = checked.data;
  return {
    email: normaliseEmail(input.email),
    givenName: input.givenName,
    familyName: input.familyName,
    gender: input.gender,
    optOut: typeof body.opt_out === 'boolean' ? body.opt_out : current.optOut,
  };
}

export interface SavedProfile {
  user: UserRow;
  /** The account asked for a new e-mail: it changes when the mailed link is confirmed. */
  emailPending: boolean;
  /** Mails to queue in the same transaction (confirmation link, notices to old and new address). */
  mails: OutgoingMail[];
}

/**
 * Saves a user's profile with optimistic locking (409 on a stale version,
 * nothing written). The e-mail is the login, so it is guarded apart:
 * - the account's own new e-mail waits for the link mailed to the new address
 *   (the current address is told), the other fields are saved at once;
 * - another account's e-mail only the manager changes (user management), at once,
 *   and both addresses are told; anyone else gets 403 on the e-mail field.
 */
export async function saveProfile(
  tx: Executor,
  viewer: Viewer,
  userId: number,
  body: ProfileBody,
  publicUrl: string,
): Promise<SavedProfile> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!current) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  if (current.version !== body.version) throw conflict();
  const columns = profileColumns(body, current);
  const emailChanged = columns.email !== current.email;
  const own = viewer.userId === userId;
  const mails: OutgoingMail[] = [];
  if (emailChanged && own) {
    mails.push(...(await requestEmailChange(tx, current, columns.email, publicUrl)));
    columns.email = current.email;
  } else if (emailChanged) {
    if (!mayPerform(viewer.roles, 'changeOtherUsersEmail'))
      throw new ApiError(403, 'MESSAGE.ACCESS_DENIED', { email: 'MESSAGE.ACCESS_DENIED' });
    await assertEmailFree(tx, columns.email, userId);
    const change = { from: current.email, to: columns.email, pending: false };
    mails.push(
      emailChangeNotice(current.email, current, change),
      emailChangeNotice(columns.email, current, change),
    );
  }
  const [user] = await tx
    .update(users)
    .set({ ...columns, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, body.version)))
    .returning();
  if (!user) throw conflict();
  await recordEvent(tx, {
    type: 'user.updated',
    userId,
    payload: { by: viewer.userId, email_changed: emailChanged && !own },
  });
  return { user, emailPending: emailChanged && own, mails };
}
