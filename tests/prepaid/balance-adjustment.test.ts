import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  BALANCE_ADJUSTERS,
  balanceAdjustmentProblems,
  balanceChangeCents,
} from '#domain/prepaid/balance-adjustment';
import { hasAccess } from '#domain/accounts/access';
import { MESSAGE } from '#domain/shared/messages';

const reason = 'Dubbel afgeschreven';

describe('who adjusts a prepaid balance by hand', () => {
  it('is finance, managers and admins, not every member of staff', () => {
    expect(hasAccess(['ROLE_LEAD_FINANCE'], BALANCE_ADJUSTERS)).toBe(true);
    expect(hasAccess(['ROLE_LEAD_MANAGER'], BALANCE_ADJUSTERS)).toBe(true);
    expect(hasAccess(['ROLE_LEAD_ADMIN'], BALANCE_ADJUSTERS)).toBe(true);
    expect(hasAccess(['ROLE_LEAD_USER'], BALANCE_ADJUSTERS)).toBe(false);
  });
});

describe('a refund or correction of a prepaid balance', () => {
  it('accepts a positive refund and a correction either way', () => {
    expect(balanceAdjustmentProblems({ kind: 'refund', amountCents: 2_500, reason })).toEqual({});
    expect(balanceAdjustmentProblems({ kind: 'adjustment', amountCents: -2_500, reason })).toEqual(
      {},
    );
    expect(balanceAdjustmentProblems({ kind: 'adjustment', amountCents: 1, reason })).toEqual({});
  });
  it('needs a reason of at most 500 characters', () => {
    for (const blank of ['', '   ', null, undefined])
      expect(
        balanceAdjustmentProblems({ kind: 'refund', amountCents: 100, reason: blank }),
      ).toEqual({ reason: MESSAGE.GIVE_REASON });
    const long = 'x'.repeat(ADJUSTMENT_REASON_MAX_LENGTH);
    expect(balanceAdjustmentProblems({ kind: 'refund', amountCents: 100, reason: long })).toEqual(
      {},
    );
    expect(
      balanceAdjustmentProblems({ kind: 'refund', amountCents: 100, reason: `${long}x` }),
    ).toEqual({ reason: MESSAGE.TEXT_TOO_LONG });
  });
  it('refuses a refund that adds to the balance, zero, fractions of a cent and a million euro', () => {
    const problem = { amount_cents: MESSAGE.ENTER_VALID_AMOUNT };
    expect(balanceAdjustmentProblems({ kind: 'refund', amountCents: -100, reason })).toEqual(
      problem,
    );
    for (const amountCents of [0, 0.5, Number.NaN, 100_000_001, -100_000_001])
      expect(balanceAdjustmentProblems({ kind: 'adjustment', amountCents, reason })).toEqual(
        problem,
      );
    expect(
      balanceAdjustmentProblems({ kind: 'adjustment', amountCents: -100_000_000, reason }),
    ).toEqual({});
  });
  it('names both problems at once', () => {
    expect(balanceAdjustmentProblems({ kind: 'refund', amountCents: 0, reason: '' })).toEqual({
      reason: MESSAGE.GIVE_REASON,
      amount_cents: MESSAGE.ENTER_VALID_AMOUNT,
    });
  });
  it('takes a refund off the balance and adds a correction as given', () => {
    expect(balanceChangeCents('refund', 2_500)).toBe(-2_500);
    expect(balanceChangeCents('adjustment', 2_500)).toBe(2_500);
    expect(balanceChangeCents('adjustment', -2_500)).toBe(-2_500);
  });
});
