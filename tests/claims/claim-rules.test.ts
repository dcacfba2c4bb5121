import { describe, expect, it } from 'vitest';
import { automaticClaimDecision } from '#domain/claims/auto-decision';
import { claimCreditMethod } from '#domain/claims/claim-credit';
import { claimDeciderOf, claimStatusChangeRefusal } from '#domain/claims/claim-status-change';
import { CLAIM_WINDOW_DAYS, isWithinClaimWindow } from '#domain/claims/claim-window';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const facts = (overrides = {}) => ({
  assignedAt: daysAgo(2),
  filedAt: now,
  country: 'NL',
  phoneNumbers: ['0302871643', null],
  duplicateOfEarlierLead: false,
  ...overrides,
});

describe('the claim window', () => {
  it('is 31 days after the assignment', () => {
    expect(CLAIM_WINDOW_DAYS).toBe(31);
    expect(isWithinClaimWindow(daysAgo(31), now)).toBe(true);
    expect(isWithinClaimWindow(new Date(daysAgo(31).getTime() - 1), now)).toBe(false);
  });
});

describe('automatic decisions', () => {
  it('leaves ordinary claims to people', () => {
    expect(automaticClaimDecision(facts())).toBeNull();
    expect(automaticClaimDecision(facts({ phoneNumbers: [null, ''] }))).toBeNull();
  });
  it('accepts a lead whose every number the validator rejects', () => {
    expect(automaticClaimDecision(facts({ phoneNumbers: ['0612345678', null] }))).toEqual({
      status: 2,
      reason: 'invalid_phone',
    });
    expect(
      automaticClaimDecision(facts({ phoneNumbers: ['0612345678', '0302871643'] })),
    ).toBeNull();
  });
  it('accepts a duplicate and denies a late claim, late first', () => {
    expect(automaticClaimDecision(facts({ duplicateOfEarlierLead: true }))?.reason).toBe(
      'duplicate_lead',
    );
    expect(
      automaticClaimDecision(facts({ assignedAt: daysAgo(40), duplicateOfEarlierLead: true })),
    ).toEqual({ status: 3, reason: 'filed_late' });
  });
});

describe('who sets which status', () => {
  const open = { status: 0, autoDecided: false };
  it('tells deciders apart by role', () => {
    expect(claimDeciderOf(['ROLE_LEAD_CLAIMS', 'ROLE_LEAD_USER'])).toBe('claims_staff');
    expect(claimDeciderOf(['ROLE_LEAD_CLAIM_PARTNER'])).toBe('partner');
    expect(claimDeciderOf(['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER'])).toBe('none');
  });
  it('lets partners set only four statuses and nobody change a human acceptance', () => {
    expect(claimStatusChangeRefusal('partner', open, 0)?.message).toBe('MESSAGE.INVALID_STATUS');
    expect(claimStatusChangeRefusal('partner', open, 4)).toBeNull();
    expect(claimStatusChangeRefusal('none', open, 2)?.status).toBe(403);
    const accepted = { status: 2, autoDecided: false };
    expect(claimStatusChangeRefusal('claims_staff', accepted, 3)?.message).toBe(
      'MESSAGE.CLAIM_READ_ONLY',
    );
    const automatic = { status: 2, autoDecided: true };
    expect(claimStatusChangeRefusal('claims_staff', automatic, 3)).toBeNull();
    expect(claimStatusChangeRefusal('partner', automatic, 3)?.message).toBe(
      'MESSAGE.CLAIM_READ_ONLY',
    );
  });
});

describe('the credit of an accepted claim', () => {
  it('goes to the balance when the lead was paid from it, else to the next invoice', () => {
    expect(claimCreditMethod({ priceCents: 2500, paidFromBalance: true })).toBe('balance');
    expect(claimCreditMethod({ priceCents: 2500, paidFromBalance: false })).toBe('invoice');
    expect(claimCreditMethod({ priceCents: 0, paidFromBalance: false })).toBe('none');
  });
});
