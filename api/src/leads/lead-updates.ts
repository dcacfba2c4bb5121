import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { leads } from './lead.table';

// What other areas change on a lead, each in the caller's transaction.

/** An accepted claim that asks so stops the lead from being matched again. */
export async function stopMatchingLead(tx: Executor, leadId: number, now: Date): Promise<void> {
  await tx.update(leads).set({ stopMatching: true, updatedAt: now }).where(eq(leads.id, leadId));
}

/** A claim decided with a rematch gives the lead one more assignment. */
export async function allowOneMoreAssignment(
  tx: Executor,
  leadId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(leads)
    .set({ remainingAssignments: sql`${leads.remainingAssignments} + 1`, updatedAt: now })
    .where(eq(leads.id, leadId));
}
