import { and, desc, eq } from 'drizzle-orm';
import { dutchDate } from '#domain/invoices/invoice-dates';
import type { Executor } from '../db';
import { payments, type PaymentRow } from '../payments';
import { notFound } from '../shared/errors';

/**
 * A receipt is what a paid deposit gives the customer: not stored on its own but
 * read from the payment, so every paid deposit has exactly one, and only its
 * company's users (and staff) reach it.
 */
export interface DepositReceipt {
  payment: PaymentRow;
  /** T2026-000123: the year it was paid and the payment's number. */
  number: string;
  paidAt: Date;
}

const receiptOf = (payment: PaymentRow): DepositReceipt => {
  const paidAt = payment.paidAt ?? payment.createdAt;
  return {
    payment,
    number: `T${dutchDate(paidAt).slice(0, 4)}-${String(payment.id).padStart(6, '0')}`,
    paidAt,
  };
};

const paidDepositsOf = (companyId: number) =>
  and(
    eq(payments.companyId, companyId),
    eq(payments.purpose, 'deposit'),
    eq(payments.status, 'paid'),
  );

/** The company's receipts, newest first. */
export async function receiptsOf(db: Executor, companyId: number): Promise<DepositReceipt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(paidDepositsOf(companyId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  return rows.map(receiptOf);
}

/** One receipt of the company; 404 for a payment of another company, or not a paid deposit. */
export async function receiptOfCompany(
  db: Executor,
  companyId: number,
  rawPaymentId: string,
): Promise<DepositReceipt> {
  const paymentId = Number(rawPaymentId);
  if (!Number.isInteger(paymentId) || paymentId <= 0 || paymentId > 2_147_483_647) throw notFound();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), paidDepositsOf(companyId)));
  if (!payment) throw notFound();
  return receiptOf(payment);
}

/** How the customer paid, as the receipt and the screen name it. */
export function paidWith(payment: Pick<PaymentRow, 'provider' | 'sequence'>): string {
  if (payment.sequence === 'recurring') return 'Automatisch opwaarderen (incasso)';
  if (payment.provider === 'tikkie') return 'Tikkie';
  if (payment.provider === 'mollie') return 'Online betaling (Mollie)';
  return 'Online betaling';
}
