import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { leadRefunds } from './lead-refund.table';

// The lead's refund mark (lead_refunds) is set and moved by claims and by credit notes of
// the invoice that billed the lead; these keep its rules in one place (docs/claims.md).

/** A credit note gave the lead's money back. */
export async function markRefundedByCreditNote(
  tx: Executor,
  assignedLeadId: number,
  creditNoteId: number,
): Promise<void> {
  await tx.insert(leadRefunds).values({ assignedLeadId, creditNoteId });
}

/** The money a claim gave back now stays returned on the credit note's account. */
export async function moveRefundToCreditNote(
  tx: Executor,
  assignedLeadId: number,
  creditNoteId: number,
): Promise<void> {
  await tx
    .update(leadRefunds)
    .set({ claimId: null, creditNoteId })
    .where(eq(leadRefunds.assignedLeadId, assignedLeadId));
}

/** The lead's money is no longer given back. */
export async function clearRefundMark(tx: Executor, assignedLeadId: number): Promise<void> {
  await tx.delete(leadRefunds).where(eq(leadRefunds.assignedLeadId, assignedLeadId));
}
