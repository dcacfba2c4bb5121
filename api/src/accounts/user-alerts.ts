import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { users } from './user.table';

/** The user no longer sees the alert about a missing SEPA mandate. */
export async function hideSepaAlert(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ hideSepaAlert: true }).where(eq(users.id, userId));
}
