import { and, eq } from 'drizzle-orm';
import { invoiceLineTotal } from '#domain/invoices/invoice-lines';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { sepaMandates } from '../../companies';
import type { Executor } from '../../db';
import { invoiceLinesOf } from '../invoice-json';
import { invoices, type InvoiceRow } from '../invoice.table';
import { sellerDetails } from '../seller';
import type { InvoiceDocument } from './invoice-document';

/** The mandate reference a direct debit names: stable per company. */
export const mandateReference = (mandateId: number) => `LP-MANDAAT-${mandateId}`;

/** An invoice as its documents print it: our details, its buyer, lines and figures, how it is paid. */
export async function invoiceDocumentOf(
  db: Executor,
  invoice: InvoiceRow,
): Promise<InvoiceDocument> {
  const lines = await invoiceLinesOf(db, invoice.id);
  const [corrected] = invoice.correctsInvoiceId
    ? await db
        .select({ number: invoices.number, invoiceDate: invoices.invoiceDate })
        .from(invoices)
        .where(eq(invoices.id, invoice.correctsInvoiceId))
    : [];
  const [mandate] =
    invoice.paymentMethod === PAYMENT_METHODS.direct_debit
      ? await db
          .select({ id: sepaMandates.id, iban: sepaMandates.iban })
          .from(sepaMandates)
          .where(and(eq(sepaMandates.companyId, invoice.companyId), eq(sepaMandates.enabled, true)))
      : [];
  const buyer = invoice.buyer;
  return {
    kind: invoice.kind,
    number: invoice.number,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    corrects: corrected ?? null,
    seller: sellerDetails(),
    buyer: {
      name: buyer.name,
      street: buyer.street,
      houseNumber: buyer.houseNumber,
      postalCode: buyer.postalCode,
      city: buyer.city,
      countryCode: buyer.countryCode,
      chamberOfCommerceNumber: buyer.chamberOfCommerceNumber,
      vatNumber: buyer.vatNumber,
      attention: buyer.attention,
      email: buyer.email,
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      priceCents: line.priceCents,
      totalCents: invoiceLineTotal({ quantity: line.quantity, price: line.priceCents }),
      ledgerNumber: line.ledgerNumber,
    })),
    subtotalCents: invoice.subtotalCents,
    vatRatePercent: invoice.vatRatePercent,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    payment:
      invoice.status === INVOICE_STATUSES.paid || invoice.kind === 'credit_note'
        ? { kind: 'paid' }
        : mandate
          ? {
              kind: 'direct_debit',
              mandateId: mandateReference(mandate.id),
              debtorIban: mandate.iban,
            }
          : { kind: 'transfer' },
    buyerReference: `KLANT-${invoice.companyId}`,
  };
}
