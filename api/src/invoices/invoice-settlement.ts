import { eq, sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import type { Executor } from '../db';
import { afterInvoicePaid } from './invoice-company-effects';
import { invoices } from './invoice.table';

/**
 * Books a payment that came in for an invoice (online, through the provider): the
 * invoice is locked, marked paid when it was still open, and the company feels it
 * (reactivated, or blacklisted after debt collection). An invoice paid meanwhile
 * some other way is left as it is. Answers whether it was booked.
 */
export async function settleInvoice(
  tx: Executor,
  invoiceId: number,
  paid: { paymentMethod: number; paymentDate: Date; userId: number | null },
): Promise<boolean> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  if (!invoice) return false;
  const open =
    invoice.status === INVOICE_STATUSES.not_sent ||
    (UNPAID_STATUSES as readonly number[]).includes(invoice.status);
  if (!open) return false;
  await tx
    .update(invoices)
    .set({
      status: INVOICE_STATUSES.paid,
      paymentMethod: paid.paymentMethod,
      paymentDate: paid.paymentDate,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, invoice.id));
  await afterInvoicePaid(tx, invoice.companyId, paid.userId, invoice.id, paid.paymentDate);
  return true;
}
