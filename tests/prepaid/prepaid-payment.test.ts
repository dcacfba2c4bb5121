import { describe, expect, it } from 'vitest';
import {
  canCancelPrepaidPayment,
  DEFAULT_PREPAID_AMOUNT_EUROS,
  depositOffer,
  isLowBalance,
  isPrepaidAmount,
  PREPAID_AMOUNTS_EUROS,
  PREPAID_PAYMENT_STATUSES,
} from '#domain/prepaid/prepaid-payment';

describe('prepaid', () => {
  it('offers 250, 500, 1000 and 2500 euro with 500 preselected', () => {
    expect(PREPAID_AMOUNTS_EUROS).toEqual([250, 500, 1000, 2500]);
    expect(DEFAULT_PREPAID_AMOUNT_EUROS).toBe(500);
    expect(isPrepaidAmount(1000)).toBe(true);
    expect(isPrepaidAmount(750)).toBe(false);
  });

  it('alerts below 2500 cents', () => {
    expect(isLowBalance(2499)).toBe(true);
    expect(isLowBalance(2500)).toBe(false);
  });

  it('continues an open payment with its amount and provider', () => {
    const open = { amountCents: 50000, status: PREPAID_PAYMENT_STATUSES.open, provider: 'tikkie' };
    expect(depositOffer(open)).toEqual({
      kind: 'continue',
      amountCents: 50000,
      provider: 'tikkie',
    });
    expect(canCancelPrepaidPayment(open)).toBe(true);
  });

  it('allows a new deposit with none, or after a payment that may be paid anew or is closed', () => {
    const fresh = { kind: 'new', amountsEuros: PREPAID_AMOUNTS_EUROS, defaultAmountEuros: 500 };
    expect(depositOffer(null)).toEqual(fresh);
    expect(depositOffer({ amountCents: 25000, status: 1, provider: 'ideal' })).toEqual(fresh);
    expect(depositOffer({ amountCents: 25000, status: 2, provider: 'ideal' })).toEqual(fresh);
    expect(canCancelPrepaidPayment({ amountCents: 25000, status: 2, provider: 'ideal' })).toBe(
      false,
    );
    expect(canCancelPrepaidPayment(null)).toBe(false);
  });
});
