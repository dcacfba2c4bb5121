import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { users, type UserRow } from './user.table';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
