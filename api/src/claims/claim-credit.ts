import { and, eq, sql } from 'drizzle-orm';
import { claimCreditMethod } from '#domain/claims/claim-credit';
import { companies } from '../companies/company.table';
import type { Tx } from '../db';
import type { AssignedLeadRow } from '../leads/assigned-lead.table';
import { balanceLedger } from '../leads/balance-ledger.table';
import { claimCredits } from './claim-credit.table';
import { claims, type ClaimRow } from './claim.table';

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
 */
export async function moveClaimCredit(
  tx: Tx,
  claim: ClaimRow,
  assigned: AssignedLeadRow,
  sign: 1 | -1,
  now: Date,
): Promise<void> {
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
  const amount = sign * assigned.priceCents;
  if (method === 'balance') {
    const [company] = await tx
      .update(companies)
      .set({ balance: sql`${companies.balance} + ${amount}` })
      .where(eq(companies.id, claim.companyId))
      .returning({ balance: companies.balance });
    await tx.insert(balanceLedger).values({
      companyId: claim.companyId,
      amountCents: amount,
      balanceAfterCents: company!.balance,
      reason: sign === 1 ? 'claim_credited' : 'claim_credit_reversed',
      assignedLeadId: assigned.id,
      createdAt: now,
    });
  } else if (method === 'invoice') {
    await tx.insert(claimCredits).values({
      claimId: claim.id,
      companyId: claim.companyId,
      assignedLeadId: assigned.id,
      amountCents: amount,
      reason: sign === 1 ? 'claim_accepted' : 'claim_reversed',
      createdAt: now,
    });
  }
}
