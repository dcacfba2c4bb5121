import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { logCompanyEvent } from '../companies';
import type { Executor } from '../db';
import { settleInvoice } from '../invoices';
import { credit } from '../prepaid';
import type { PaymentRow } from './payment.table';

/**
 * What a paid payment does, by its purpose, inside the transaction that marked it
 * paid (so it happens exactly once): an invoice is settled; a deposit goes onto the
 * prepaid balance with its ledger row, through the prepaid ledger's `credit` (one
 * UPDATE), like every other change of the balance, so the ledger always adds up to it.
 */
export async function bookPayment(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.purpose === 'invoice') {
    await settleInvoice(tx, payment.invoiceId!, {
      paymentMethod: PAYMENT_METHODS.ideal,
      paymentDate: now,
      userId: payment.createdBy,
    });
    return;
  }
  await credit(tx, {
    companyId: payment.companyId,
    amountCents: payment.amountCents,
    reason: 'deposit',
    // The deposit's receipt (prepaid/receipt-routes.ts) is found by it.
    paymentId: payment.id,
  });
  await logCompanyEvent(tx, {
    companyId: payment.companyId,
    type: 'updated',
    userId: payment.createdBy,
    data: { action: 'prepaid_deposit', payment_id: payment.id, amount_cents: payment.amountCents },
    outboxType: 'company.updated',
  });
}
