import { eq } from 'drizzle-orm';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { claimCredits } from '../../api/src/claims/claim-credit.table';
import { claims } from '../../api/src/claims/claim.table';
import { leadRefunds } from '../../api/src/claims/lead-refund.table';
import { companyEvents } from '../../api/src/companies/company-event.table';
import type { Database } from '../../api/src/db';
import type { ProductRow } from '../../api/src/products/product.table';
import { assignedLeadFor } from '../claims/claim-test-kit';

/** Leads given to the company at these prices, not paid from a balance: its next invoice. */
export async function billLeads(
  db: Database,
  product: ProductRow,
  companyId: number,
  prices: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const priceCents of prices)
    ids.push((await assignedLeadFor(db, product, companyId, { priceCents })).assignedLeadId);
  return ids;
}

/** An accepted claim's credit waiting for the next invoice, as the claims area leaves it. */
export async function creditClaim(
  db: Database,
  companyId: number,
  assignedLeadId: number,
  amountCents: number,
): Promise<number> {
  const [claim] = await db
    .insert(claims)
    .values({
      assignedLeadId,
      companyId,
      status: CLAIM_STATUSES.accepted,
      description: 'no_contact',
      message: 'Nooit bereikbaar.',
      credited: true,
    })
    .returning({ id: claims.id });
  const [credit] = await db
    .insert(claimCredits)
    .values({
      claimId: claim!.id,
      companyId,
      assignedLeadId,
      amountCents,
      reason: 'claim_accepted',
    })
    .returning({ id: claimCredits.id });
  await db.insert(leadRefunds).values({ assignedLeadId, claimId: claim!.id });
  return credit!.id;
}

/** The company's timeline labels, oldest first. */
export async function timelineOf(db: Database, companyId: number) {
  return db
    .select({ type: companyEvents.type, data: companyEvents.data })
    .from(companyEvents)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(companyEvents.id);
}
