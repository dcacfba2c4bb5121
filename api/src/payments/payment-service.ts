import { and, eq } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Database } from '../db';
import { rememberMandate } from './mandates';
import { bookPayment } from './payment-booking';
import type { PaymentProvider, PaymentStatus } from './payment-provider';
import { payments, type PaymentPurpose, type PaymentRow } from './payment.table';
import { mollieProvider } from './mollie-provider';
import { offlineProvider } from './offline-provider';
import { isUniqueViolation } from '../shared/unique-violation';

/** Mollie when an API key is configured; otherwise the offline provider. */
export function paymentProviderFor(db: Database, config: ApiConfig): PaymentProvider {
  return config.mollieApiKey
    ? mollieProvider(config.mollieApiKey, config.publicUrl)
    : offlineProvider(db);
}

export interface PaymentRequest {
  companyId: number;
  purpose: PaymentPurpose;
  invoiceId: number | null;
  amountCents: number;
  description: string;
  /** A path of the portal the customer returns to. */
  returnPath: string;
  userId: number | null;
  /** 'first': the customer also gives a mandate (for automatic top-ups). */
  sequence?: 'oneoff' | 'first';
  payer: { name: string; email: string | null };
}

/**
 * Starts a payment at the provider and answers it with its checkout URL. An open
 * payment for the same invoice (or the company's open deposit) is answered instead
 * of a second one: the unique indexes decide, so two clicks at once make one.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<PaymentRow> {
  let row: PaymentRow;
  try {
    [row] = (await db
      .insert(payments)
      .values({
        companyId: request.companyId,
        purpose: request.purpose,
        invoiceId: request.invoiceId,
        amountCents: request.amountCents,
        description: request.description,
        provider: provider.name,
        sequence: request.sequence ?? 'oneoff',
        createdBy: request.userId,
      })
      .returning()) as [PaymentRow];
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await openPaymentOf(db, request);
    if (open) return open;
    throw error;
  }
  try {
    const created = await provider.create({
      amountCents: request.amountCents,
      description: request.description,
      returnPath: request.returnPath,
      metadata: { payment_id: String(row.id) },
      sequence: request.sequence ?? 'oneoff',
      payer: request.payer,
    });
    const [started] = await db
      .update(payments)
      .set({ providerPaymentId: created.id, checkoutUrl: created.checkoutUrl })
      .where(eq(payments.id, row.id))
      .returning();
    return started!;
  } catch (error) {
    // The provider did not take it: the payment never opened.
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row.id));
    throw error;
  }
}

/** The open payment that stands in the way of a new one, if any. */
export async function openPaymentOf(
  db: Database,
  request: Pick<PaymentRequest, 'companyId' | 'purpose' | 'invoiceId'>,
): Promise<PaymentRow | null> {
  const [open] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'open'),
        request.purpose === 'invoice'
          ? eq(payments.invoiceId, request.invoiceId!)
          : and(eq(payments.companyId, request.companyId), eq(payments.purpose, 'deposit')),
      ),
    );
  return open ?? null;
}

/**
 * What a webhook call does: read the payment's status back from the provider and,
 * under the payment's row lock, move an open payment to it once; a paid payment is
 * booked in the same transaction. Delivered twice, the second call finds the row
 * no longer open and does nothing. Answers our payment, or null for an unknown id.
 */
export async function applyProviderStatus(
  db: Database,
  provider: PaymentProvider,
  providerPaymentId: string,
  now: Date = new Date(),
): Promise<PaymentRow | null> {
  const reported = await provider.get(providerPaymentId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          eq(payments.providerPaymentId, providerPaymentId),
        ),
      )
      .for('update');
    if (!row) return null;
    if (row.status !== 'open' || reported.status === 'open') return row;
    const status: PaymentStatus = reported.status;
    const [moved] = await tx
      .update(payments)
      .set({ status, paidAt: status === 'paid' ? now : null })
      .where(eq(payments.id, row.id))
      .returning();
    if (status === 'paid') {
      await bookPayment(tx, moved!, now);
      if (moved!.sequence === 'first' && reported.mandateReference)
        await rememberMandate(tx, moved!.companyId, reported.mandateReference);
    }
    return moved!;
  });
}

/** Cancels an open payment at the provider and here. */
export async function cancelPayment(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<void> {
  if (payment.providerPaymentId) await provider.cancel(payment.providerPaymentId);
  await db
    .update(payments)
    .set({ status: 'canceled' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'open')));
}
