import { and, eq, lt, sql } from 'drizzle-orm';
import { companies } from '../companies/company.table';
import { logCompanyEvent } from '../companies/company-log';
import type { Database } from '../db';
import { startIntervalJob } from '../shared/interval-job';
import { prepaidAutoTopUps } from './auto-top-up.table';
import type { PaymentProvider } from './payment-provider';
import { applyProviderStatus } from './payment-service';
import { payments } from './payment.table';

/**
 * One round of automatic top-ups: every company whose balance fell below its
 * threshold, with the top-up on and a mandate, gets its chosen amount collected on
 * the mandate. At most one open deposit per company (a unique index), so a round
 * that meets a deposit under way, or another round, starts nothing twice. The
 * offline provider collects at once; Mollie reports through the webhook.
 * Answers the collections started.
 */
export async function collectAutoTopUps(
  db: Database,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<number> {
  const due = await db
    .select({ topUp: prepaidAutoTopUps, name: companies.name })
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
  for (const { topUp, name } of due) {
    const [row] = await db
      .insert(payments)
      .values({
        companyId: topUp.companyId,
        purpose: 'deposit',
        amountCents: topUp.amountEuros * 100,
        description: `Automatisch opwaarderen ${name}`,
        provider: provider.name,
        sequence: 'recurring',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    started += 1;
    try {
      const charged = await provider.chargeMandate({
        amountCents: row.amountCents,
        description: row.description,
        mandateReference: topUp.mandateReference!,
        metadata: { payment_id: String(row.id) },
      });
      await db
        .update(payments)
        .set({ providerPaymentId: charged.id })
        .where(eq(payments.id, row.id));
      await db.transaction(async (tx) => {
        await tx
          .update(prepaidAutoTopUps)
          .set({ lastTopUpAt: now })
          .where(eq(prepaidAutoTopUps.companyId, topUp.companyId));
        await logCompanyEvent(tx, {
          companyId: topUp.companyId,
          type: 'balance_low',
          userId: null,
          data: { action: 'auto_top_up', payment_id: row.id, amount_cents: row.amountCents },
          outboxType: 'company.updated',
        });
      });
      await applyProviderStatus(db, provider, charged.id, now);
    } catch (error) {
      await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row.id));
      throw error;
    }
  }
  return started;
}

/** Checks every minute: a company that runs low is topped up before its next lead. */
export function startAutoTopUps(
  db: Database,
  provider: PaymentProvider,
  log: (error: unknown) => void,
): () => void {
  return startIntervalJob(() => collectAutoTopUps(db, provider), 60_000, log);
}
