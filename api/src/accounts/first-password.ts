import type { Executor } from '../db';
import { passwordResetTokens } from './password-reset-token.table';
import { hashToken, newToken } from './session-token';

/** A first-password link stays valid a week. */
const FIRST_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A token for the first-password screen of an account made for someone (the reset screen
 * with a longer life), in the caller's transaction; the caller's mail carries the link.
 */
export async function firstPasswordLink(
  tx: Executor,
  userId: number,
  publicUrl: string,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + FIRST_PASSWORD_TTL_MS),
  });
  return `${publicUrl}/password-reset/${token}`;
}
