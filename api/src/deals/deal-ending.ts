import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { logCompanyEvent, statePatch, lockCompany, updateCompany } from '../companies';
import type { Database, Executor } from '../db';
import { startIntervalJob } from '../shared/interval-job';
import { deals, type DealRow } from './deal.table';

/**
 * What ending a deal does to its company, in the caller's transaction (the company
 * row locked first): a deal with pause_account pauses an active company ("paused by
 * deal"); a trial account's trial ends ("trial ended by deal").
 */
export async function applyDealEnd(
  tx: Executor,
  deal: DealRow,
  userId: number | null,
  now: Date,
): Promise<void> {
  const company = await lockCompany(tx, deal.companyId);
  if (deal.pauseAccount && company.state === 'active') {
    await updateCompany(tx, company.id, statePatch(company, 'paused', now));
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: 'paused_by_deal',
      userId,
      data: { deal_id: deal.id, from: company.state, to: 'paused' },
      outboxType: 'company.state_changed',
    });
  }
  if (company.trialAccount) {
    await updateCompany(tx, company.id, { trialAccount: false });
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: 'trial_ended_by_deal',
      userId,
      data: { deal_id: deal.id },
      outboxType: 'company.updated',
    });
  }
}

/**
 * Deals whose end date has passed end as if ended by hand at that date, each in its
 * own transaction; the conditional update makes a deal end once however many
 * api processes run this.
 */
export async function endExpiredDeals(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(isNull(deals.endedAt), isNotNull(deals.endAt), lte(deals.endAt, now)));
  let ended = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(deals)
        .set({ endedAt: sql`${deals.endAt}`, version: sql`${deals.version} + 1` })
        .where(and(eq(deals.id, id), isNull(deals.endedAt)))
        .returning();
      if (!row) return;
      await applyDealEnd(tx, row, null, now);
      ended += 1;
    });
  }
  return ended;
}

export function startDealExpiry(
  db: Database,
  intervalMs = 5 * 60_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(() => endExpiredDeals(db), intervalMs, log);
}
