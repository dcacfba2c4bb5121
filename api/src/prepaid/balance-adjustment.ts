import { balanceChangeCents, type BalanceAdjustmentKind } from '#domain/prepaid/balance-adjustment';
import { MESSAGE } from '#domain/shared/messages';
import { logCompanyEvent } from '../companies';
import type { Database } from '../db';
import { credit, debit } from './ledger';
import { ApiError } from '../shared/errors';

export interface BalanceAdjustment {
  companyId: number;
  kind: BalanceAdjustmentKind;
  amountCents: number;
  reason: string;
  userId: number;
}

/**
 * A refund or correction by finance, through the prepaid ledger: the balance
 * changes by one conditional UPDATE (it may never end below zero, whichever way it
 * goes; the row lock queues two at once, so the second sees the first's result) and
 * its ledger row, with who and why, is written in the same transaction with the
 * balance after it. Answers the new balance and the row's id.
 */
export async function adjustBalance(db: Database, change: BalanceAdjustment) {
  const delta = balanceChangeCents(change.kind, change.amountCents);
  return db.transaction(async (tx) => {
    const entry = {
      companyId: change.companyId,
      reason: change.kind,
      note: change.reason,
      createdBy: change.userId,
      belowZero: 'refuse',
    } as const;
    const booked =
      delta < 0
        ? await debit(tx, { ...entry, amountCents: -delta })
        : await credit(tx, { ...entry, amountCents: delta });
    if (!booked)
      throw new ApiError(400, MESSAGE.BALANCE_CANNOT_GO_NEGATIVE, {
        amount_cents: MESSAGE.BALANCE_CANNOT_GO_NEGATIVE,
      });
    await logCompanyEvent(tx, {
      companyId: change.companyId,
      type: 'updated',
      userId: change.userId,
      data: {
        action: change.kind === 'refund' ? 'prepaid_refund' : 'prepaid_adjustment',
        amount_cents: delta,
        balance_cents: booked.balanceCents,
        reason: change.reason,
      },
      outboxType: 'company.updated',
    });
    return booked;
  });
}
