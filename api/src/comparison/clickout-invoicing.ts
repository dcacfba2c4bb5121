import { inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { comparisonClickouts } from './clickout.table';

/** The invoice that bills these click-outs, in the invoice's transaction. */
export async function markClickoutsInvoiced(
  tx: Executor,
  clickoutIds: number[],
  invoiceId: number,
): Promise<void> {
  if (clickoutIds.length === 0) return;
  await tx
    .update(comparisonClickouts)
    .set({ invoiceId })
    .where(inArray(comparisonClickouts.id, clickoutIds));
}
