import { and, eq } from 'drizzle-orm';
import { claimCreditMethod } from '#domain/claims/claim-credit';
import { companies, lockCompany } from '../companies';
import type { Tx } from '../db';
import { invoices } from '../invoices';
import type { AssignedLeadRow } from '../leads';
import { balanceLedger, credit, debit } from '../prepaid';
import { claimCredits } from './claim-credit.table';
import { claims, type ClaimRow } from './claim.table';
import { leadRefunds } from './lead-refund.table';
import { clearRefundMark, moveRefundToCreditNote } from './lead-refund-marks';

/**
 * Whether the lead was paid from the prepaid balance: its ledger row says so, or
 * (leads from before the ledger, such as the demo data) the company is prepaid and
 * the lead is settled.
 */
async function paidFromBalance(tx: Tx, assigned: AssignedLeadRow): Promise<boolean> {
  if (assigned.settled) {
    const [company] = await tx
      .select({ isPrepaid: companies.isPrepaid })
      .from(companies)
      .where(eq(companies.id, assigned.companyId));
    if (company?.isPrepaid) return true;
  }
  const assignedLeadId = assigned.id;
  const [row] = await tx
    .select({ id: balanceLedger.id })
    .from(balanceLedger)
    .where(
      and(
        eq(balanceLedger.assignedLeadId, assignedLeadId),
        eq(balanceLedger.reason, 'lead_assigned'),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Gives or takes back the claim's credit: `sign` 1 on acceptance, -1 when staff
 * override an automatic acceptance. The conditional update of `credited` is the
 * guard that makes it happen exactly once per acceptance, also when two
 * acceptances race (the second finds the flag already set and writes nothing).
 * The lead's refund mark (lead_refunds) keeps money back for a lead to once across
 * claims and credit notes: a lead whose invoice was credited gets no claim credit.
 * The caller holds the assigned lead's row lock, as the credit-note path does.
 */
export async function moveClaimCredit(
  tx: Tx,
  claim: ClaimRow,
  assigned: AssignedLeadRow,
  sign: 1 | -1,
  now: Date,
): Promise<void> {
  if (sign === 1) {
    const [marked] = await tx
      .insert(leadRefunds)
      .values({ assignedLeadId: assigned.id, claimId: claim.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    // The lead's money came back already (a credit note of its invoice).
    if (!marked) return;
  }
  const [flipped] = await tx
    .update(claims)
    .set({ credited: sign === 1 })
    .where(and(eq(claims.id, claim.id), eq(claims.credited, sign !== 1)))
    .returning({ id: claims.id });
  if (!flipped) return;
  const method = claimCreditMethod({
    priceCents: assigned.priceCents,
    paidFromBalance: await paidFromBalance(tx, assigned),
  });
  if (sign === 1) {
    if (method === 'balance') await changeBalance(tx, claim, assigned, assigned.priceCents, now);
    else if (method === 'invoice') await creditNextInvoice(tx, claim, assigned.priceCents, now);
    return;
  }
  if (!(await releaseRefund(tx, claim, assigned))) return;
  if (method === 'balance') {
    // The balance never goes below zero: what it still holds is taken back, the rest
    // is charged on the company's next invoice (docs/claims.md).
    const company = await lockCompany(tx, claim.companyId);
    const taken = Math.min(Math.max(company.balance, 0), assigned.priceCents);
    if (taken > 0) await changeBalance(tx, claim, assigned, -taken, now);
    if (taken < assigned.priceCents)
      await creditNextInvoice(tx, claim, -(assigned.priceCents - taken), now);
  } else if (method === 'invoice') {
    await creditNextInvoice(tx, claim, -assigned.priceCents, now);
  }
}

/**
 * The claim's credit is to be taken back: its refund mark goes. Answers whether
 * money is to move. It is not when a credit note already took the claim's credit
 * back (the mark is then the credit note's, or gone), nor when the lead's invoice was
 * credited meanwhile: that credit note left this lead out because the claim had
 * refunded it, so the money stays returned, now on the credit note's account.
 */
async function releaseRefund(tx: Tx, claim: ClaimRow, assigned: AssignedLeadRow) {
  const [mark] = await tx
    .select()
    .from(leadRefunds)
    .where(eq(leadRefunds.assignedLeadId, assigned.id));
  if (mark?.claimId !== claim.id) return false;
  const [note] = assigned.invoiceId
    ? await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(eq(invoices.kind, 'credit_note'), eq(invoices.correctsInvoiceId, assigned.invoiceId)),
        )
    : [];
  if (note) {
    await moveRefundToCreditNote(tx, assigned.id, note.id);
    return false;
  }
  await clearRefundMark(tx, assigned.id);
  return true;
}

/**
 * Moves the prepaid balance by `amount` with its ledger row, through the prepaid
 * ledger (one UPDATE). A credit taken back may not be refused below zero: the caller
 * has locked the company and takes back no more than the balance holds.
 */
async function changeBalance(
  tx: Tx,
  claim: ClaimRow,
  assigned: AssignedLeadRow,
  amount: number,
  now: Date,
) {
  const change = { companyId: claim.companyId, assignedLeadId: assigned.id, createdAt: now };
  if (amount > 0) await credit(tx, { ...change, amountCents: amount, reason: 'claim_credited' });
  else
    await debit(tx, {
      ...change,
      amountCents: -amount,
      reason: 'claim_credit_reversed',
      belowZero: 'allow',
    });
}

/** A credit (positive) or a charge (negative) on the company's next invoice. */
async function creditNextInvoice(tx: Tx, claim: ClaimRow, amount: number, now: Date) {
  await tx.insert(claimCredits).values({
    claimId: claim.id,
    companyId: claim.companyId,
    assignedLeadId: claim.assignedLeadId,
    amountCents: amount,
    reason: amount > 0 ? 'claim_accepted' : 'claim_reversed',
    createdAt: now,
  });
}
