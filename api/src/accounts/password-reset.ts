import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Database, Executor } from '../db';
import type { Mailer } from '../mail';
import { ApiError } from '../shared/errors';
import { hashPassword } from './password-hash';
import { passwordResetTokens } from './password-reset-token.table';
import { hashToken, newToken } from './session-token';
import { deleteSessionsOfUser } from './sessions';
import { users, type UserRow } from './user.table';
import { findUserByEmail } from './users';

/** A reset link stays valid this long. */
export const RESET_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** A second request within this time sends no new mail. */
export const RESET_REQUEST_INTERVAL_MS = 15 * 60 * 1000;

function resetMail(user: UserRow, link: string) {
  const name = user.givenName || user.email;
  return {
    to: user.email,
    subject: 'Wachtwoord opnieuw instellen',
    template: 'password_reset',
    body: [
      `Beste ${name},`,
      '',
      'Je hebt gevraagd om een nieuw wachtwoord. Via deze link stel je het in:',
      link,
      '',
      'De link is twee uur geldig en werkt één keer. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.',
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
  };
}

/**
 * Creates a reset token and mails the link, unless the address is unknown or
 * disabled, or a link went out less than 15 minutes ago. The caller answers the
 * same in every case. Returns the delivery step to run after the answer.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  config: Pick<ApiConfig, 'publicUrl'>,
  email: string,
  now = new Date(),
): Promise<(() => Promise<void>) | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.enabled) return undefined;
  return db.transaction(async (tx) => {
    // Serialise requests for one user so two quick requests send one mail.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const recent = await tx
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_REQUEST_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent.length > 0) return undefined;
    const token = newToken();
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return mailer.queue(tx, resetMail(user, `${config.publicUrl}/password-reset/${token}`));
  });
}

/** The user behind a reset token; 404 unknown, 400 expired or used (both MESSAGE.TOKEN_EXPIRED). */
export async function userForResetToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
  if (!row) throw new ApiError(404, 'MESSAGE.TOKEN_EXPIRED');
  if (row.token.usedAt || row.token.expiresAt <= now || !row.user.enabled)
    throw new ApiError(400, 'MESSAGE.TOKEN_EXPIRED');
  return row.user;
}

async function storePassword(tx: Executor, userId: number, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets a new password with a reset token; the token (and any other open one) is used up, sessions end. */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    // Claim the token first: of two simultaneous uses only one gets the row.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    const [owner] = claimed
      ? await tx.select({ enabled: users.enabled }).from(users).where(eq(users.id, claimed.userId))
      : [];
    if (!claimed || !owner?.enabled) {
      await userForResetToken(tx, token, now); // throws the precise refusal
      throw new ApiError(400, 'MESSAGE.TOKEN_EXPIRED');
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.userId, claimed!.userId), isNull(passwordResetTokens.usedAt)),
      );
    await storePassword(tx, claimed!.userId, password, now);
    await deleteSessionsOfUser(tx, claimed!.userId);
  });
}

export { storePassword };
