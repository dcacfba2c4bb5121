import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  claimCredits,
  clearRefundMark,
  leadRefunds,
  markRefundedByCreditNote,
  moveRefundToCreditNote,
} from '../claims';
import type { Executor } from '../db';
import { assignedLeads } from '../leads';
import type { IssuedLine } from './issue-invoice';

export interface CreditNoteRefunds {
  /** Lines that keep a lead from coming back twice (a charge inside the credit note). */
  corrections: Omit<IssuedLine, 'ledgerNumber'>[];
  /** Writes the leads' refund marks once the credit note exists. */
  record: (creditNoteId: number) => Promise<void>;
}

/**
 * A credit note mirrors every line of the invoice it credits; for each lead that
 * invoice concerns this works out what that does to the lead's refund mark
 * (lead_refunds), so money back for a lead happens at most once:
 * - a lead billed on it comes back with the credit note, unless an accepted claim
 *   already gave its money back elsewhere (pending or on another invoice): then a
 *   correction line charges it again inside the credit note, and the claim keeps it;
 * - a claim credit printed on it is taken back by the mirror: when the lead is on the
 *   same invoice the credit note now holds its refund, otherwise the lead has none;
 * - a reversed claim credit printed on it is refunded by the mirror, like a lead line.
 * The leads are locked (in id order) before the company, as the claim path locks
 * the lead before the company, so the two paths never both give the money back.
 */
export async function refundsOfCreditNote(
  tx: Executor,
  invoiceId: number,
): Promise<CreditNoteRefunds> {
  const billed = await tx
    .select({ id: assignedLeads.id })
    .from(assignedLeads)
    .where(eq(assignedLeads.invoiceId, invoiceId));
  const credits = await tx
    .select({ assignedLeadId: claimCredits.assignedLeadId, amountCents: claimCredits.amountCents })
    .from(claimCredits)
    .where(and(eq(claimCredits.invoiceId, invoiceId), isNotNull(claimCredits.assignedLeadId)));
  const ids = [...new Set([...billed.map((b) => b.id), ...credits.map((c) => c.assignedLeadId!)])];
  if (ids.length === 0) return { corrections: [], record: async () => {} };
  const leads = await tx
    .select({
      id: assignedLeads.id,
      leadId: assignedLeads.leadId,
      priceCents: assignedLeads.priceCents,
    })
    .from(assignedLeads)
    .where(inArray(assignedLeads.id, ids))
    .orderBy(asc(assignedLeads.id))
    .for('update');
  const marks = new Map(
    (await tx.select().from(leadRefunds).where(inArray(leadRefunds.assignedLeadId, ids))).map(
      (mark) => [mark.assignedLeadId, mark],
    ),
  );
  const billedHere = new Set(billed.map((b) => b.id));
  const corrections: CreditNoteRefunds['corrections'] = [];
  const writes: ((creditNoteId: number) => Promise<unknown>)[] = [];
  for (const lead of leads) {
    const mark = marks.get(lead.id);
    const ofLead = credits.filter((c) => c.assignedLeadId === lead.id);
    const takenBack = ofLead.filter((c) => c.amountCents > 0).length;
    const refundedAgain = ofLead.filter((c) => c.amountCents < 0).length;
    // How often the lead's money has come back once the mirror is applied.
    let after = (mark ? 1 : 0) + (billedHere.has(lead.id) ? 1 : 0) - takenBack + refundedAgain;
    for (; after > 1; after -= 1)
      corrections.push({
        description: `Lead ${lead.leadId} niet opnieuw gecrediteerd: al terugbetaald${
          mark?.claimId ? ` met claim ${mark.claimId}` : ''
        }`,
        quantity: 1,
        priceCents: lead.priceCents,
      });
    if (after >= 1 && !mark)
      writes.push((creditNoteId) => markRefundedByCreditNote(tx, lead.id, creditNoteId));
    else if (after >= 1 && mark && takenBack > 0)
      writes.push((creditNoteId) => moveRefundToCreditNote(tx, lead.id, creditNoteId));
    else if (after <= 0 && mark) writes.push(() => clearRefundMark(tx, lead.id));
  }
  return {
    corrections,
    record: async (creditNoteId) => {
      for (const write of writes) await write(creditNoteId);
    },
  };
}
