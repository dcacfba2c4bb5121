import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { defaultLedgerNumber } from '#domain/invoices/ledger-numbers';
import { claimCredits } from '../claims';
import type { CompanyRow } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import { uninvoicedClickouts } from './uninvoiced-clickouts';

/** A line of a company's current invoice, with what it bills. */
export interface PendingLine {
  description: string;
  quantity: number;
  priceCents: number;
  ledgerNumber: number;
  assignedLeadId: number | null;
  claimCreditId: number | null;
  /** A shop's click-outs billed on this line (uninvoiced-clickouts.ts). */
  clickoutIds?: number[];
}

const day = (value: Date) =>
  value.toLocaleDateString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/**
 * What the company's next invoice bills: every lead it received and did not pay
 * from its balance (one line each, so the company can check them against its
 * lead list), and every claim credit not yet invoiced (a negative line; a reversed
 * credit charges again), and a comparison shop's click-outs. `lock` takes the rows for update while completing;
 * `before` leaves what came later for a later invoice.
 */
export async function uninvoicedItems(
  db: Executor,
  company: CompanyRow,
  { lock = false, before }: { lock?: boolean; before?: Date } = {},
): Promise<PendingLine[]> {
  const ledgerNumber = defaultLedgerNumber(company);
  const leadQuery = db
    .select({
      id: assignedLeads.id,
      leadId: assignedLeads.leadId,
      priceCents: assignedLeads.priceCents,
      createdAt: assignedLeads.createdAt,
      productName: products.name,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .where(
      and(
        eq(assignedLeads.companyId, company.id),
        isNull(assignedLeads.invoiceId),
        eq(assignedLeads.settled, false),
        gt(assignedLeads.priceCents, 0),
        before ? lt(assignedLeads.createdAt, before) : undefined,
      ),
    )
    .orderBy(asc(assignedLeads.createdAt), asc(assignedLeads.id));
  const creditQuery = db
    .select({
      id: claimCredits.id,
      amountCents: claimCredits.amountCents,
      claimId: claimCredits.claimId,
      leadId: sql<
        number | null
      >`(SELECT al.lead_id FROM assigned_leads al WHERE al.id = claim_credits.assigned_lead_id)`,
    })
    .from(claimCredits)
    .where(
      and(
        eq(claimCredits.companyId, company.id),
        isNull(claimCredits.invoiceId),
        before ? lt(claimCredits.createdAt, before) : undefined,
      ),
    )
    .orderBy(asc(claimCredits.id));
  // In turn: while completing, both run on the transaction's one connection.
  const leadRows = await (lock ? leadQuery.for('update', { of: assignedLeads }) : leadQuery);
  const creditRows = await (lock ? creditQuery.for('update') : creditQuery);
  const clickoutLines = await uninvoicedClickouts(db, company, { lock, before });
  return [
    ...leadRows.map((row) => ({
      description: `Lead ${row.leadId} ${row.productName} (${day(row.createdAt)})`,
      quantity: 1,
      priceCents: row.priceCents,
      ledgerNumber,
      assignedLeadId: row.id,
      claimCreditId: null,
    })),
    ...creditRows.map((row) => ({
      description:
        row.amountCents >= 0
          ? `Creditering claim ${row.claimId}${row.leadId ? ` (lead ${row.leadId})` : ''}`
          : `Terugdraaiing creditering claim ${row.claimId}${row.leadId ? ` (lead ${row.leadId})` : ''}`,
      quantity: 1,
      priceCents: -row.amountCents,
      ledgerNumber,
      assignedLeadId: null,
      claimCreditId: row.id,
    })),
    ...clickoutLines.map((line) => ({ ...line, assignedLeadId: null, claimCreditId: null })),
  ];
}
