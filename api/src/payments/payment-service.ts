import { and, eq, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Database } from '../db';
import { rememberMandate } from './mandates';
import { bookPayment } from './payment-booking';
import type { PaymentProvider, PaymentStatus, ProviderPayment } from './payment-provider';
import { payments, type PaymentPurpose, type PaymentRow } from './payment.table';
import { mollieProvider } from './mollie-provider';
import { offlineProvider } from './offline-provider';
import { rowsOf } from '../shared/rows';
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

/** How often a start tries again when the open payment it met ended meanwhile. */
const START_ATTEMPTS = 3;

/**
 * Starts a payment at the provider and answers it with its checkout URL. The
 * checkout is made first and the payment row is written with its URL in one
 * INSERT, so nobody ever sees an open payment without its URL. An open payment for
 * the same invoice (or the company's open deposit) is answered instead of a second
 * one: the unique indexes decide, so of several starts at once (double clicks, two
 * tabs, two api processes) one row is written and every answer carries its URL; the
 * losers' checkouts are cancelled at the provider and never handed out.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<PaymentRow> {
  const existing = await openPaymentOf(db, request);
  if (existing) return existing;
  // The id first, so the provider's metadata names the payment.
  const [{ id }] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id`),
  ) as [{ id: number }];
  const created = await provider.create({
    amountCents: request.amountCents,
    description: request.description,
    returnPath: request.returnPath,
    metadata: { payment_id: String(id) },
    sequence: request.sequence ?? 'oneoff',
    payer: request.payer,
  });
  if (!created.checkoutUrl) throw new Error(`provider ${provider.name} gave no checkout URL`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(payments)
        .values({
          id,
          companyId: request.companyId,
          purpose: request.purpose,
          invoiceId: request.invoiceId,
          amountCents: request.amountCents,
          description: request.description,
          provider: provider.name,
          providerPaymentId: created.id,
          checkoutUrl: created.checkoutUrl,
          sequence: request.sequence ?? 'oneoff',
          createdBy: request.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === START_ATTEMPTS) throw error;
    }
    const open = await openPaymentOf(db, request);
    if (open) {
      // Ours is never handed out; cancelling it is tidiness, so a failure does not matter.
      await provider.cancel(created.id).catch(() => undefined);
      return open;
    }
    // The open payment ended between our INSERT and the read: try once more.
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
  return recordProviderStatus(db, provider.name, await provider.get(providerPaymentId), now);
}

/**
 * Moves our payment to what the provider reported for it (see applyProviderStatus),
 * under the payment's row lock: only an open payment moves, once.
 */
async function recordProviderStatus(
  db: Database,
  providerName: string,
  reported: ProviderPayment,
  now: Date,
): Promise<PaymentRow | null> {
  const providerPaymentId = reported.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, providerName), eq(payments.providerPaymentId, providerPaymentId)),
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

/**
 * Cancels an open payment at the provider and here, and answers the payment as it
 * then is. Paid a moment earlier (at the provider, or already booked here), it is
 * not cancelled: the provider keeps it paid, it is booked once as the webhook
 * would, and the answer's status says `paid`. A payment the provider cannot cancel
 * (any more) stays `open`.
 */
export async function cancelPayment(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  now: Date = new Date(),
): Promise<PaymentRow> {
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (!current || current.status !== 'open') return current ?? payment;
  if (!current.providerPaymentId) {
    // Never reached the provider: nothing to cancel there.
    const [canceled] = await db
      .update(payments)
      .set({ status: 'canceled' })
      .where(and(eq(payments.id, current.id), eq(payments.status, 'open')))
      .returning();
    return canceled ?? current;
  }
  const reported = await provider.cancel(current.providerPaymentId);
  return (await recordProviderStatus(db, provider.name, reported, now)) ?? current;
}
