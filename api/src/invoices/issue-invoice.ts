import { and, eq } from 'drizzle-orm';
import { addDays, dutchDate } from '#domain/invoices/invoice-dates';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { DUTCH_STANDARD_VAT_PERCENT, invoiceTotals } from '#domain/invoices/invoice-totals';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { type CompanyRow, logCompanyEvent, sepaMandates } from '../companies';
import type { Executor } from '../db';
import { invoiceBuyerOf } from './invoice-buyer';
import { invoiceLines } from './invoice-line.table';
import { takeInvoiceNumber } from './invoice-number';
import { invoices, type InvoiceKind, type InvoiceRow } from './invoice.table';

export interface IssuedLine {
  description: string;
  quantity: number | null;
  priceCents: number | null;
  ledgerNumber: number | null;
}

export interface IssueRequest {
  company: CompanyRow;
  kind: InvoiceKind;
  lines: readonly IssuedLine[];
  correctsInvoiceId?: number | null;
  extra?: boolean;
  createdBy: number | null;
  now: Date;
}

/**
 * Stores a completed invoice or credit note in the caller's transaction: the next
 * number of its series, dated today (Dutch time), due after the company's payment
 * terms, collected by direct debit when the company has an active mandate, the
 * buyer's details as they are now, and the figures computed once. A partner's
 * invoice carries the partner status (we pay the partner); every other one starts
 * unsent, on the send list.
 */
export async function issueInvoice(tx: Executor, request: IssueRequest): Promise<InvoiceRow> {
  const { company, kind, lines, now } = request;
  const invoiceDate = dutchDate(now);
  const year = Number(invoiceDate.slice(0, 4));
  const { number, sequence } = await takeInvoiceNumber(tx, kind, year);
  const totals = invoiceTotals(lines, DUTCH_STANDARD_VAT_PERCENT);
  const [mandate] = await tx
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.companyId, company.id), eq(sepaMandates.enabled, true)));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: company.id,
      kind,
      correctsInvoiceId: request.correctsInvoiceId ?? null,
      number,
      year,
      sequence,
      status: company.isPartner ? INVOICE_STATUSES.partner : INVOICE_STATUSES.not_sent,
      paymentMethod: mandate ? PAYMENT_METHODS.direct_debit : PAYMENT_METHODS.wire_transfer,
      invoiceDate,
      dueDate: addDays(invoiceDate, company.paymentTerms),
      extra: request.extra ?? false,
      buyer: invoiceBuyerOf(company),
      subtotalCents: totals.subtotalCents,
      vatRatePercent: DUTCH_STANDARD_VAT_PERCENT,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      createdBy: request.createdBy,
    })
    .returning();
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId: invoice!.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      priceCents: line.priceCents,
      ledgerNumber: line.ledgerNumber,
    })),
  );
  await logCompanyEvent(tx, {
    companyId: company.id,
    type: 'updated',
    userId: request.createdBy,
    data: {
      action: kind === 'invoice' ? 'invoice_completed' : 'credit_note_completed',
      invoice_id: invoice!.id,
      number,
    },
    outboxType: 'invoice.completed',
  });
  return invoice!;
}
