import { and, eq, sql } from 'drizzle-orm';
import { addDays, dutchDate } from '#domain/invoices/invoice-dates';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { LEDGER_NUMBERS } from '#domain/invoices/ledger-numbers';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { companies, lockCompany } from '../companies';
import type { Executor } from '../db';
import { completeInvoiceIn } from './invoice-completion';
import { invoices } from './invoice.table';
import { issueInvoice } from './issue-invoice';

const DAY_MS = 86_400_000;

/**
 * Demo invoices: Kozijnen Noord's overdue one at its first warning, a paid one for
 * the first company that pays by invoice, and the second's waiting on the send list. Leads of the
 * last two days stay on the companies' current invoices.
 */
export async function seedInvoices(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const finance = userIds.get('finance@demo.nl') ?? null;
  const now = Date.now();
  const cutoff = new Date(now - 2 * DAY_MS);
  const payers = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.isPrepaid, false),
        eq(companies.isPartner, false),
        sql`EXISTS (SELECT 1 FROM assigned_leads al WHERE al.company_id = ${companies.id}
                      AND al.settled = false AND al.price_cents > 0 AND al.created_at < ${cutoff})`,
      ),
    )
    .orderBy(companies.id)
    .limit(2);
  const [first, second] = payers;
  if (!first || !second) return;

  // Oldest first, so the numbers follow the dates. Kozijnen Noord's open debt (the
  // companies seed) is this overdue invoice.
  const [debtor] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Kozijnen Noord'));
  const issued = new Date(now - 35 * DAY_MS);
  const overdue = await issueInvoice(tx, {
    company: await lockCompany(tx, debtor?.id ?? first.id),
    kind: 'invoice',
    lines: [
      {
        description: 'Bannering regiopagina’s oktober',
        quantity: 1,
        priceCents: 15000,
        ledgerNumber: LEDGER_NUMBERS.revenue.bannering,
      },
    ],
    extra: true,
    createdBy: finance,
    now: issued,
  });
  await tx
    .update(invoices)
    .set({
      status: INVOICE_STATUSES.first_warning,
      sentAt: issued,
      dueDate: addDays(dutchDate(issued), 14),
      // The warning went out two days ago; the next step is five days away.
      dunningAt: new Date(now - 2 * DAY_MS),
    })
    .where(eq(invoices.id, overdue.id));
  await tx.update(companies).set({ hasOpenDebt: true }).where(eq(companies.id, overdue.companyId));

  const paid = await completeInvoiceIn(tx, first.id, finance, new Date(now - DAY_MS), cutoff);
  if (paid)
    await tx
      .update(invoices)
      .set({
        status: INVOICE_STATUSES.paid,
        sentAt: new Date(now - DAY_MS),
        paymentDate: new Date(now - 3_600_000),
        paymentMethod: PAYMENT_METHODS.ideal,
      })
      .where(eq(invoices.id, paid.id));

  await completeInvoiceIn(tx, second.id, finance, new Date(now), cutoff);
}
