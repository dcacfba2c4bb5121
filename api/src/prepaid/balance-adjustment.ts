import { and, eq, sql } from 'drizzle-orm';
import { balanceChangeCents, type BalanceAdjustmentKind } from '#domain/prepaid/balance-adjustment';
import { MESSAGE } from '#domain/shared/messages';
import { companies } from '../companies/company.table';
import { logCompanyEvent } from '../companies/company-log';
import type { Database } from '../db';
import { balanceLedger } from './balance-ledger.table';
import { ApiError } from '../shared/errors';

export interface BalanceAdjustment {
  companyId: number;
  kind: BalanceAdjustmentKind;
  amountCents: number;
  reason: string;
  userId: number;
}

/**
 * A refund or correction by finance: the balance changes by one conditional UPDATE
 * (it may never go below zero; the row lock queues two at once, so the second sees
 * the first's result) and its ledger row, with who and why, is written in the same
 * transaction with the balance after it. Answers the new balance and the row.
 */
export async function adjustBalance(db: Database, change: BalanceAdjustment) {
  const delta = balanceChangeCents(change.kind, change.amountCents);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ balance: sql`${companies.balance} + ${delta}` })
      .where(and(eq(companies.id, change.companyId), sql`${companies.balance} + ${delta} >= 0`))
      .returning({ balance: companies.balance });
    if (!company)
      throw new ApiError(400, MESSAGE.BALANCE_CANNOT_GO_NEGATIVE, {
        amount_cents: MESSAGE.BALANCE_CANNOT_GO_NEGATIVE,
      });
    const [entry] = await tx
      .insert(balanceLedger)
      .values({
        companyId: change.companyId,
        amountCents: delta,
        balanceAfterCents: company.balance,
        reason: change.kind,
        note: change.reason,
        createdBy: change.userId,
      })
      .returning();
    await logCompanyEvent(tx, {
      companyId: change.companyId,
      type: 'updated',
      userId: change.userId,
      data: {
        action: change.kind === 'refund' ? 'prepaid_refund' : 'prepaid_adjustment',
        amount_cents: delta,
        balance_cents: company.balance,
        reason: change.reason,
      },
      outboxType: 'company.updated',
    });
    return { balanceCents: company.balance, entry: entry! };
  });
}
