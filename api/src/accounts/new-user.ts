import type { Executor } from '../db';
import { hashPassword } from './password-hash';
import { newToken } from './session-token';
import { users, type UserRow } from './user.table';

/** What another area knows of a person it makes an account for. */
export interface NewUser {
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  gender: string | null;
}

/** A new account, in the caller's transaction (company users, the consumer behind a lead). */
export async function createUser(tx: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(user).returning();
  return row!;
}

/** The hash of the chosen password, or of an unguessable one until the user sets their own. */
export async function hashedNewPassword(password: string | null): Promise<string> {
  return hashPassword(password ?? `${newToken()}Aa1`);
}
