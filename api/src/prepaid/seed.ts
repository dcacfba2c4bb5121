import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../companies/company.table';
import type { Executor } from '../db';
import { assignedLeads } from '../leads/assigned-lead.table';
import { balanceLedger } from '../leads/balance-ledger.table';

const DAY_MS = 86_400_000;

/**
 * Makes the demo prepaid ledgers whole, after every other area seeded: a row for each
 * demo lead paid from the balance that has none yet, an opening deposit, and the
 * running balance after each row, so a ledger sums to its company's balance.
 */
export async function seedPrepaid(tx: Executor): Promise<void> {
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
    await tx.insert(balanceLedger).values({
      companyId: company.id,
      amountCents: company.balance - (sums?.total ?? 0),
      balanceAfterCents: 0,
      reason: 'opening_balance',
      createdAt: new Date(first.getTime() - DAY_MS),
    });
    await tx.execute(sql`
      UPDATE balance_ledger b SET balance_after_cents = r.running
        FROM (SELECT id, sum(amount_cents) OVER (ORDER BY created_at, id) AS running
                FROM balance_ledger WHERE company_id = ${company.id}) r
       WHERE b.id = r.id`);
  }
}
