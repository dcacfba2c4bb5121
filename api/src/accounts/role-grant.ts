import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { roles, userRoles } from './role.table';

/** Gives the user the role (by name) unless they hold it, in the caller's transaction. */
export async function grantRole(tx: Executor, userId: number, roleName: string): Promise<void> {
  const [role] = await tx.select().from(roles).where(eq(roles.name, roleName));
  if (role) await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
