import { MESSAGE } from '#domain/shared/messages';
import { markClaimCreditsInvoiced } from '../claims';
import { lockCompany } from '../companies';
import type { Database, Executor } from '../db';
import { markClickoutsInvoiced } from '../comparison';
import { markAssignedLeadsInvoiced } from '../leads';
import { ApiError } from '../shared/errors';
import { issueInvoice } from './issue-invoice';
import type { InvoiceRow } from './invoice.table';
import { uninvoicedItems } from './uninvoiced-items';

/**
 * Completes the company's current invoice: in one transaction, with the company
 * and the billed rows locked, so a lead is never on two invoices and a lead
 * arriving meanwhile simply waits for the next one. An empty invoice is refused.
 */
export async function completeCurrentInvoice(
  db: Database,
  companyId: number,
  userId: number | null,
  now: Date,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await completeInvoiceIn(tx, companyId, userId, now);
    if (!invoice) throw new ApiError(400, MESSAGE.INVOICE_EMPTY);
    return invoice;
  });
}

/**
 * The completion inside the caller's transaction; null when there is nothing to
 * bill. `before` leaves newer items for a later invoice (the demo data's history).
 */
export async function completeInvoiceIn(
  tx: Executor,
  companyId: number,
  userId: number | null,
  now: Date,
  before?: Date,
): Promise<InvoiceRow | null> {
  const company = await lockCompany(tx, companyId);
  const items = await uninvoicedItems(tx, company, { lock: true, before });
  if (items.length === 0) return null;
  const invoice = await issueInvoice(tx, {
    company,
    kind: 'invoice',
    lines: items,
    createdBy: userId,
    now,
  });
  const leadIds = items.flatMap((item) => (item.assignedLeadId ? [item.assignedLeadId] : []));
  const creditIds = items.flatMap((item) => (item.claimCreditId ? [item.claimCreditId] : []));
  const clickoutIds = items.flatMap((item) => item.clickoutIds ?? []);
  await markAssignedLeadsInvoiced(tx, leadIds, invoice.id);
  await markClickoutsInvoiced(tx, clickoutIds, invoice.id);
  await markClaimCreditsInvoiced(tx, creditIds, invoice.id, now);
  return invoice;
}
