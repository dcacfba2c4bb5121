import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads } from '../leads';
import { balanceLedger } from './balance-ledger.table';
import { payments } from '../payments';

const DAY_MS = 86_400_000;

/** The demo's top-up (the smallest deposit choice) and finance's correction, in cents. */
const DEMO_DEPOSIT_CENTS = 25_000;
const DEMO_CORRECTION_CENTS = 2_500;

/**
 * Makes the demo prepaid ledgers whole, after every other area seeded: a row for each
 * demo lead paid from the balance that has none yet, an opening deposit, and the
 * running balance after each row, so a ledger sums to its company's balance. Part of
 * what the opening balance would be is shown as paid deposits (with their receipts),
 * a refund and a correction by finance, so "Tegoed" looks lived in.
 */
export async function seedPrepaid(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const prepaid = await tx.select().from(companies).where(eq(companies.isPrepaid, true));
  for (const company of prepaid) {
    const unpaid = await tx
      .select()
      .from(assignedLeads)
      .where(
        and(
          eq(assignedLeads.companyId, company.id),
          sql`${assignedLeads.priceCents} > 0`,
          sql`NOT EXISTS (SELECT 1 FROM balance_ledger b WHERE b.assigned_lead_id = ${assignedLeads.id})`,
        ),
      );
    if (unpaid.length > 0)
      await tx.insert(balanceLedger).values(
        unpaid.map((lead) => ({
          companyId: company.id,
          amountCents: -lead.priceCents,
          balanceAfterCents: 0,
          reason: 'lead_assigned',
          assignedLeadId: lead.id,
          createdAt: lead.createdAt,
        })),
      );
    const [sums] = await tx
      .select({
        total: sql<number>`coalesce(sum(${balanceLedger.amountCents}), 0)::int`,
        first: sql<Date | null>`min(${balanceLedger.createdAt})`,
      })
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, company.id));
    const first = sums?.first ? new Date(sums.first) : new Date();
    const history = await demoDepositsAndCorrection(tx, userIds, {
      companyId: company.id,
      companyName: company.name,
      before: first,
      // What the opening balance would be: the demo history takes it from there.
      room: company.balance - (sums?.total ?? 0),
    });
    await tx.insert(balanceLedger).values({
      companyId: company.id,
      amountCents: company.balance - (sums?.total ?? 0) - history,
      balanceAfterCents: 0,
      reason: 'opening_balance',
      createdAt: new Date(first.getTime() - 3 * DAY_MS),
    });
    await tx.execute(sql`
      UPDATE balance_ledger b SET balance_after_cents = r.running
        FROM (SELECT id, sum(amount_cents) OVER (ORDER BY created_at, id) AS running
                FROM balance_ledger WHERE company_id = ${company.id}) r
       WHERE b.id = r.id`);
  }
}

/**
 * The demo's manual history, just before the company's first lead and within what its
 * opening balance would have been (so no running balance goes below zero): the same
 * top-up paid twice, once by iDEAL and once by Tikkie (a payment each, so each has
 * its receipt), the double one refunded by finance, and a correction by finance.
 * Answers what they add up to.
 */
async function demoDepositsAndCorrection(
  tx: Executor,
  userIds: Map<string, number>,
  demo: { companyId: number; companyName: string; before: Date; room: number },
): Promise<number> {
  if (demo.room < DEMO_DEPOSIT_CENTS + DEMO_CORRECTION_CENTS) return 0;
  const finance = userIds.get('finance@demo.nl') ?? null;
  const at = (hoursBefore: number) => new Date(demo.before.getTime() - hoursBefore * 3_600_000);
  for (const [index, provider] of (['offline', 'tikkie'] as const).entries()) {
    const paidAt = at(48 - index);
    const [payment] = await tx
      .insert(payments)
      .values({
        companyId: demo.companyId,
        purpose: 'deposit',
        amountCents: DEMO_DEPOSIT_CENTS,
        description: `Tegoed opwaarderen ${demo.companyName}`,
        provider,
        providerPaymentId: `off_demo_${demo.companyId}_${index}`,
        status: 'paid',
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
        paidAt,
      })
      .returning({ id: payments.id });
    await tx.insert(balanceLedger).values({
      companyId: demo.companyId,
      amountCents: DEMO_DEPOSIT_CENTS,
      balanceAfterCents: 0,
      reason: 'deposit',
      paymentId: payment!.id,
      createdAt: paidAt,
    });
  }
  await tx.insert(balanceLedger).values([
    {
      companyId: demo.companyId,
      amountCents: -DEMO_DEPOSIT_CENTS,
      balanceAfterCents: 0,
      reason: 'refund',
      note: 'Twee keer opgewaardeerd; één storting teruggestort.',
      createdBy: finance,
      createdAt: at(24),
    },
    {
      companyId: demo.companyId,
      amountCents: DEMO_CORRECTION_CENTS,
      balanceAfterCents: 0,
      reason: 'adjustment',
      note: 'Startkorting, afgesproken met de accountmanager.',
      createdBy: finance,
      createdAt: at(12),
    },
  ]);
  return DEMO_DEPOSIT_CENTS + DEMO_CORRECTION_CENTS;
}
