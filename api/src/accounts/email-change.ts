import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import type { OutgoingMail } from '../mail';
import { ApiError } from '../shared/errors';
import { emailChangeRequests } from './email-change-request.table';
import { hashToken, newToken } from './session-token';
import { deleteSessionsOfUser } from './sessions';
import { users, type UserRow } from './user.table';

/** A confirmation link for a new e-mail address stays valid a day. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** 400 on the e-mail field when another account already uses the address. */
export async function assertEmailFree(tx: Executor, email: string, userId: number): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken)
    throw new ApiError(400, 'MESSAGE.USER_ALREADY_EXISTS', {
      email: 'MESSAGE.USER_ALREADY_EXISTS',
    });
}

const greeting = (user: Pick<UserRow, 'givenName' | 'email'>) =>
  `Beste ${user.givenName || user.email},`;

/** The notice to an address that is (about to be) no longer, or newly, the login of an account. */
export function emailChangeNotice(
  to: string,
  user: Pick<UserRow, 'givenName' | 'email'>,
  change: { from: string; to: string; pending: boolean },
): OutgoingMail {
  const lines = change.pending
    ? [
        `Er is gevraagd om het e-mailadres van je account te wijzigen van ${change.from} naar ${change.to}.`,
        'De wijziging gaat pas in als de link in de mail aan het nieuwe adres is bevestigd.',
        'Heb je dit niet zelf gevraagd? Wijzig dan je wachtwoord en neem contact met ons op.',
      ]
    : [
        `Het e-mailadres van je account is gewijzigd van ${change.from} naar ${change.to}.`,
        `Je logt voortaan in met ${change.to}.`,
        'Klopt dit niet? Neem dan contact met ons op.',
      ];
  return {
    to,
    subject: 'Je e-mailadres in het portaal',
    body: [greeting(user), '', ...lines, '', 'Met vriendelijke groet,', 'Leadportaal'].join('\n'),
    template: 'email_change_notice',
  };
}

/**
 * The account asks to log in with a new address: a link goes to the new address and a
 * notice to the current one; nothing changes until the link is confirmed. Only the
 * newest request of an account counts.
 */
export async function requestEmailChange(
  tx: Executor,
  user: UserRow,
  newEmail: string,
  publicUrl: string,
): Promise<OutgoingMail[]> {
  await assertEmailFree(tx, newEmail, user.id);
  await tx
    .delete(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.confirmedAt)));
  const token = newToken();
  const now = Date.now();
  await tx.insert(emailChangeRequests).values({
    tokenHash: hashToken(token),
    userId: user.id,
    newEmail,
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS),
  });
  const confirm: OutgoingMail = {
    to: newEmail,
    subject: 'Bevestig je nieuwe e-mailadres',
    body: [
      greeting(user),
      '',
      `Bevestig via deze link dat je voortaan met ${newEmail} inlogt (log in met je huidige e-mailadres als daarom gevraagd wordt):`,
      `${publicUrl}/user/current?confirmEmail=${token}`,
      '',
      'De link is 24 uur geldig. Heb je dit niet gevraagd? Dan kun je deze mail negeren.',
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
    template: 'email_change_confirm',
  };
  return [
    confirm,
    emailChangeNotice(user.email, user, { from: user.email, to: newEmail, pending: true }),
  ];
}

/**
 * The logged-in account confirms its new address with the mailed token: 404 for an
 * unknown or used token or another account's, 400 MESSAGE.TOKEN_EXPIRED when it ran out.
 * Every session of the account ends (it logs in again with the new address).
 */
export async function confirmEmailChange(
  tx: Executor,
  userId: number,
  token: string,
): Promise<UserRow> {
  const [request] = await tx
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.tokenHash, hashToken(token)))
    .for('update');
  if (!request || request.userId !== userId || request.confirmedAt)
    throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  if (request.expiresAt.getTime() <= Date.now()) throw new ApiError(400, 'MESSAGE.TOKEN_EXPIRED');
  await assertEmailFree(tx, request.newEmail, userId);
  const [user] = await tx
    .update(users)
    .set({ email: request.newEmail, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  await tx
    .update(emailChangeRequests)
    .set({ confirmedAt: new Date() })
    .where(eq(emailChangeRequests.tokenHash, request.tokenHash));
  await deleteSessionsOfUser(tx, userId);
  await recordEvent(tx, {
    type: 'user.updated',
    userId,
    payload: { by: userId, email_changed: true },
  });
  return user;
}
