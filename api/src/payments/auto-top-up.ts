import { and, eq, lt, sql } from 'drizzle-orm';
import { companies, logCompanyEvent, lockCompany } from '../companies';
import type { Database } from '../db';
import { startIntervalJob } from '../shared/interval-job';
import { prepaidAutoTopUps } from './auto-top-up.table';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { applyProviderStatus } from './payment-service';
import { payments } from './payment.table';

/**
 * Decides and writes one company's automatic top-up in one transaction: the
 * company row is locked and the balance, the settings and the mandate are read
 * again under that lock, and the collection's payment row is inserted before the
 * lock is let go. A second decider (another round, another api process) waits for
 * the lock and then finds either the open payment or the balance already topped up
 * (a booking holds the company row until it commits), so one dip below the
 * threshold is collected exactly once. Lock order: company row, then the payment
 * rows; a booking takes the payment row first but only waits for the company.
 * Answers the payment to collect, or null.
 */
async function claimTopUp(db: Database, companyId: number, providerName: string, now: Date) {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const [topUp] = await tx
      .select()
      .from(prepaidAutoTopUps)
      .where(eq(prepaidAutoTopUps.companyId, companyId));
    const due =
      company.isPrepaid &&
      topUp?.enabled &&
      topUp.mandateReference &&
      company.balance < topUp.thresholdCents;
    if (!due) return null;
    // A deposit under way (perhaps being booked right now) tops the balance up. Read
    // without waiting: an INSERT that met it would wait for its booking, which in turn
    // waits for the company row this transaction holds.
    const [underWay] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.companyId, companyId),
          eq(payments.purpose, 'deposit'),
          eq(payments.status, 'open'),
        ),
      );
    if (underWay) return null;
    const [row] = await tx
      .insert(payments)
      .values({
        companyId,
        purpose: 'deposit',
        amountCents: topUp.amountEuros * 100,
        description: `Automatisch opwaarderen ${company.name}`,
        provider: providerName,
        sequence: 'recurring',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx
      .update(prepaidAutoTopUps)
      .set({ lastTopUpAt: now })
      .where(eq(prepaidAutoTopUps.companyId, companyId));
    await logCompanyEvent(tx, {
      companyId,
      type: 'balance_low',
      userId: null,
      data: { action: 'auto_top_up', payment_id: row.id, amount_cents: row.amountCents },
      outboxType: 'company.updated',
    });
    return { payment: row, mandateReference: topUp.mandateReference! };
  });
}

/**
 * One round of automatic top-ups: every company whose balance fell below its
 * threshold, with the top-up on and a mandate, gets its chosen amount collected on
 * the mandate, once (claimTopUp decides under the company's lock). The offline
 * provider collects at once; Mollie reports through the webhook. Answers the
 * collections started.
 */
export async function collectAutoTopUps(
  db: Database,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<number> {
  // Candidates only: each is decided again under its lock.
  const candidates = await db
    .select({ companyId: prepaidAutoTopUps.companyId })
    .from(prepaidAutoTopUps)
    .innerJoin(companies, eq(companies.id, prepaidAutoTopUps.companyId))
    .where(
      and(
        eq(prepaidAutoTopUps.enabled, true),
        sql`${prepaidAutoTopUps.mandateReference} IS NOT NULL`,
        eq(companies.isPrepaid, true),
        lt(companies.balance, prepaidAutoTopUps.thresholdCents),
      ),
    );
  let started = 0;
  for (const { companyId } of candidates) {
    const claimed = await claimTopUp(db, companyId, provider.name, now);
    if (!claimed) continue;
    const { payment, mandateReference } = claimed;
    started += 1;
    let charged: ProviderPayment;
    try {
      charged = await provider.chargeMandate({
        amountCents: payment.amountCents,
        description: payment.description,
        mandateReference,
        metadata: { payment_id: String(payment.id) },
      });
    } catch (error) {
      // The provider did not take it: nothing was collected.
      await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
      throw error;
    }
    // Collected: from here on only the provider's word moves it (as the webhook does).
    await db
      .update(payments)
      .set({ providerPaymentId: charged.id })
      .where(eq(payments.id, payment.id));
    await applyProviderStatus(db, provider, charged.id, now);
  }
  return started;
}

/**
 * Checks every minute: a company that runs low is topped up before its next lead.
 * Any number of api processes may run it side by side.
 */
export function startAutoTopUps(
  db: Database,
  provider: PaymentProvider,
  log: (error: unknown) => void,
): () => void {
  return startIntervalJob(() => collectAutoTopUps(db, provider), 60_000, log);
}
