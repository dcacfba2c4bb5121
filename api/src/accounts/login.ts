import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import { attemptSucceeded, takeAttempt, type ThrottleKeys } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { createSession } from './sessions';
import type { UserRow } from './user.table';
import { findUserByEmail } from './users';

export interface LoginResult {
  user: UserRow;
  token: string;
}

/**
 * Checks credentials with throttling per e-mail and per client address.
 * Unknown e-mail and wrong password give the same answer after the same work;
 * a disabled account is only revealed to someone who knows its password.
 */
export async function logIn(
  db: Database,
  email: string,
  password: string,
  address: string,
): Promise<LoginResult> {
  const keys: ThrottleKeys = { email, address };
  if (!(await takeAttempt(db, keys))) throw new ApiError(429, 'MESSAGE.TOO_MANY_ATTEMPTS');
  const user = await findUserByEmail(db, email);
  const matches = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !matches) throw new ApiError(401, 'MESSAGE.BAD_CREDENTIALS');
  if (!user.enabled) throw new ApiError(401, 'MESSAGE.ACCOUNT_DISABLED');
  await attemptSucceeded(db, keys);
  const token = await createSession(db, user.id);
  return { user, token };
}
