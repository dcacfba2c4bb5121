import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceLineTotal } from '#domain/invoices/invoice-lines';
import { invoiceStatusColour, invoiceStatusLabel } from '#domain/invoices/invoice-status';
import { companies } from '../companies';
import type { Executor } from '../db';
import type { InvoiceBuyer } from './invoice-buyer';
import { invoiceLines, type InvoiceLineRow } from './invoice-line.table';
import { invoices, type InvoiceRow } from './invoice.table';

const corrected = alias(invoices, 'corrected');

/** Invoices with what their answer names besides their own columns. */
export function invoiceQuery(db: Executor) {
  return db
    .select({
      invoice: invoices,
      companyName: companies.name,
      companyState: companies.state,
      isPartner: companies.isPartner,
      correctsNumber: corrected.number,
      credited: sql<boolean>`EXISTS (SELECT 1 FROM invoices cn WHERE cn.corrects_invoice_id = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId));
}

export type InvoiceQueryRow = Awaited<
  ReturnType<ReturnType<typeof invoiceQuery>['execute']>
>[number];

const buyerJson = (buyer: InvoiceBuyer) => ({
  name: buyer.name,
  attention: buyer.attention,
  street: buyer.street,
  house_number: buyer.houseNumber,
  postal_code: buyer.postalCode,
  city: buyer.city,
  country_code: buyer.countryCode,
  chamber_of_commerce_number: buyer.chamberOfCommerceNumber,
  vat_number: buyer.vatNumber,
  email: buyer.email,
});

export function invoiceJson(row: InvoiceQueryRow) {
  const invoice: InvoiceRow = row.invoice;
  return {
    id: invoice.id,
    company_id: invoice.companyId,
    company_name: row.companyName,
    company_state: row.companyState,
    is_partner: row.isPartner,
    kind: invoice.kind,
    number: invoice.number,
    corrects_invoice_id: invoice.correctsInvoiceId,
    corrects_number: row.correctsNumber,
    status: invoice.status,
    status_label: invoiceStatusLabel(invoice.status, row.companyState),
    status_colour: invoiceStatusColour(invoice.status),
    payment_method: invoice.paymentMethod,
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    payment_date: invoice.paymentDate?.toISOString() ?? null,
    sent_at: invoice.sentAt?.toISOString() ?? null,
    book_internal: invoice.bookInternal,
    send_email: invoice.sendEmail,
    extra: invoice.extra,
    buyer: buyerJson(invoice.buyer),
    subtotal_cents: invoice.subtotalCents,
    vat_rate_percent: invoice.vatRatePercent,
    vat_cents: invoice.vatCents,
    total_cents: invoice.totalCents,
    credited: Boolean(row.credited),
    created_at: invoice.createdAt.toISOString(),
    version: invoice.version,
  };
}

export function lineJson(
  line: Pick<InvoiceLineRow, 'description' | 'quantity' | 'priceCents' | 'ledgerNumber'>,
  position: number,
) {
  return {
    position,
    description: line.description,
    quantity: line.quantity,
    price_cents: line.priceCents,
    ledger_number: line.ledgerNumber,
    total_cents: invoiceLineTotal({ quantity: line.quantity, price: line.priceCents }),
  };
}

export async function invoiceLinesOf(db: Executor, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** One invoice with its lines, as the detail answer gives it. */
export async function invoiceDetailJson(db: Executor, where: SQL) {
  const [row] = await invoiceQuery(db).where(where);
  if (!row) return null;
  const lines = await invoiceLinesOf(db, row.invoice.id);
  return { ...invoiceJson(row), lines: lines.map((line) => lineJson(line, line.position)) };
}

export async function invoicesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return (await invoiceQuery(db).where(inArray(invoices.id, ids))).map(invoiceJson);
}
