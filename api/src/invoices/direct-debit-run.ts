import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { sepaMandates } from '../companies';
import type { Executor } from '../db';
import type { DirectDebitBatch } from './documents/direct-debit-batch';
import { mandateReference } from './documents/invoice-document-of';
import { invoices } from './invoice.table';
import { sellerDetails } from './seller';

/**
 * The direct debits finance hands to the bank: every sent, unpaid invoice collected
 * by direct debit whose company still has an active mandate. A mandate's first
 * collection is FRST until an invoice of the company was paid by direct debit, then
 * RCUR. Null when there is nothing to collect.
 */
export async function directDebitBatchOf(
  db: Executor,
  collectionDate: string,
  now: Date,
): Promise<DirectDebitBatch | null> {
  const rows = await db
    .select({
      invoice: invoices,
      mandate: sepaMandates,
      collectedBefore: sql<boolean>`EXISTS (SELECT 1 FROM invoices paid
        WHERE paid.company_id = ${invoices.companyId} AND paid.status = ${INVOICE_STATUSES.paid}
          AND paid.payment_method = ${PAYMENT_METHODS.direct_debit})`,
    })
    .from(invoices)
    .innerJoin(
      sepaMandates,
      and(eq(sepaMandates.companyId, invoices.companyId), eq(sepaMandates.enabled, true)),
    )
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        eq(invoices.paymentMethod, PAYMENT_METHODS.direct_debit),
        inArray(invoices.status, [...UNPAID_STATUSES]),
        isNotNull(invoices.sentAt),
        gt(invoices.totalCents, 0),
      ),
    )
    .orderBy(invoices.id);
  if (rows.length === 0) return null;
  const seller = sellerDetails();
  return {
    messageId: `LP-INCASSO-${collectionDate.replace(/-/g, '')}-${now.getTime().toString(36)}`,
    createdAt: now,
    collectionDate,
    creditor: {
      name: seller.name,
      iban: seller.iban,
      bic: seller.bic,
      creditorId: process.env.SELLER_CREDITOR_ID ?? 'NL98ZZZ876543210000',
    },
    collections: rows.map(({ invoice, mandate, collectedBefore }) => ({
      endToEndId: invoice.number,
      amountCents: invoice.totalCents,
      mandateId: mandateReference(mandate.id),
      mandateSignedOn: mandate.created.toISOString().slice(0, 10),
      sequence: collectedBefore ? 'RCUR' : 'FRST',
      debtorName: mandate.companyName,
      debtorIban: mandate.iban,
      debtorBic: mandate.bic,
      remittance: `Factuur ${invoice.number}`,
    })),
  };
}
