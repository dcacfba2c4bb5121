import { inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { claimCredits } from './claim-credit.table';

/** The invoice that prints these claim credits, in the invoice's transaction. */
export async function markClaimCreditsInvoiced(
  tx: Executor,
  creditIds: number[],
  invoiceId: number,
  at: Date,
): Promise<void> {
  if (creditIds.length === 0) return;
  await tx
    .update(claimCredits)
    .set({ invoiceId, invoicedAt: at })
    .where(inArray(claimCredits.id, creditIds));
}
