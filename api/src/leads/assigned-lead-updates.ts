import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { assignedLeads } from './assigned-lead.table';

// What other areas change on an assigned lead, each in the caller's transaction.

/** A claim moves the lead's state (accepted: claimed; overridden: back); a new version. */
export async function setAssignedLeadState(
  tx: Executor,
  assignedLeadId: number,
  state: number,
): Promise<void> {
  await tx
    .update(assignedLeads)
    .set({ state, version: sql`${assignedLeads.version} + 1` })
    .where(eq(assignedLeads.id, assignedLeadId));
}

/** The invoice that bills these assigned leads. */
export async function markAssignedLeadsInvoiced(
  tx: Executor,
  assignedLeadIds: number[],
  invoiceId: number,
): Promise<void> {
  if (assignedLeadIds.length === 0) return;
  await tx
    .update(assignedLeads)
    .set({ invoiceId })
    .where(inArray(assignedLeads.id, assignedLeadIds));
}

/** The day the consumer was asked for a review of the company. */
export async function markReviewRequested(
  tx: Executor,
  assignedLeadId: number,
  on: Date,
): Promise<void> {
  await tx
    .update(assignedLeads)
    .set({ reviewRequestedOn: on })
    .where(eq(assignedLeads.id, assignedLeadId));
}
