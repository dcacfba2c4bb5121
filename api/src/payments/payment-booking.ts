import { eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { companies } from '../companies/company.table';
import { logCompanyEvent } from '../companies/company-log';
import type { Executor } from '../db';
import { settleInvoice } from '../invoices/invoice-settlement';
import { balanceLedger } from '../prepaid/balance-ledger.table';
import type { PaymentRow } from './payment.table';

/**
 * What a paid payment does, by its purpose, inside the transaction that marked it
 * paid (so it happens exactly once): an invoice is settled; a deposit goes onto the
 * prepaid balance with its ledger row, by one UPDATE, like every other change of
 * the balance, so the ledger always adds up to it.
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
  const [company] = await tx
    .update(companies)
    .set({ balance: sql`${companies.balance} + ${payment.amountCents}` })
    .where(eq(companies.id, payment.companyId))
    .returning({ balance: companies.balance });
  await tx.insert(balanceLedger).values({
    companyId: payment.companyId,
    amountCents: payment.amountCents,
    balanceAfterCents: company!.balance,
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
