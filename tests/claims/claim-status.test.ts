import { describe, expect, it } from 'vitest';
import {
  canRematchAfterClaim,
  claimCreationRefusal,
  claimStatusesForFilter,
  CLAIM_LIST_FILTERS,
  CLAIM_STATUSES,
  customerClaimStatusLabel,
  isClaimReadOnly,
  isClaimStatus,
  partnerClaimStatusRefusal,
} from '#domain/claims/claim-status';

const now = new Date('2024-06-30T12:00:00Z');
const DAY = 86_400_000;

describe('claim statuses', () => {
  it('keeps the stored status codes', () => {
    expect(CLAIM_STATUSES).toEqual({ new: 0, pending: 1, accepted: 2, denied: 3, call_center: 4 });
    expect(isClaimStatus(4)).toBe(true);
    expect(isClaimStatus(5)).toBe(false);
  });

  it.each([
    [0, 'new'],
    [1, 'processing'],
    [4, 'processing'],
    [2, 'accepted'],
    [3, 'denied'],
  ] as const)('a customer sees status %i as %s', (status, label) => {
    expect(customerClaimStatusLabel(status)).toBe(label);
  });

  it('makes an accepted claim read-only', () => {
    expect(isClaimReadOnly({ status: 2 })).toBe(true);
    expect(isClaimReadOnly({ status: 3 })).toBe(false);
  });

  it.each([
    [2, null],
    [3, null],
    [4, null],
    [1, null],
    [0, 'MESSAGE.INVALID_STATUS'],
    [7, 'MESSAGE.INVALID_STATUS'],
    ['2', 'MESSAGE.INVALID_STATUS'],
  ])('a partner submitting %j gets %s', (status, refusal) => {
    expect(partnerClaimStatusRefusal(status)).toBe(refusal);
  });

  it('filters the list', () => {
    expect(claimStatusesForFilter(CLAIM_LIST_FILTERS.to_process)).toEqual([0, 1, 4]);
    expect(claimStatusesForFilter(CLAIM_LIST_FILTERS.call_center)).toEqual([4]);
    expect(claimStatusesForFilter(CLAIM_LIST_FILTERS.new)).toEqual([0]);
    expect(claimStatusesForFilter(CLAIM_LIST_FILTERS.all)).toHaveLength(5);
  });

  it('blocks claims that are not allowed or already filed', () => {
    expect(claimCreationRefusal({ allowClaim: true, hasClaim: false })).toBeNull();
    expect(claimCreationRefusal({ allowClaim: false, hasClaim: false })).toBe(
      'MESSAGE.LEAD_CANNOT_BE_CLAIMED',
    );
    expect(claimCreationRefusal({ allowClaim: true, hasClaim: true })).toBe(
      'MESSAGE.CLAIM_RECEIVED',
    );
  });
});

describe('rematch after a claim', () => {
  const young = new Date(now.getTime() - 5 * DAY);
  it('is allowed when the claim just became accepted and the lead is at most 5 days old', () => {
    expect(canRematchAfterClaim({ previousStatus: 1, newStatus: 2, leadCreated: young }, now)).toBe(
      true,
    );
  });
  it('is refused for an older lead', () => {
    const old = new Date(now.getTime() - 5 * DAY - 1).toISOString();
    expect(canRematchAfterClaim({ previousStatus: 1, newStatus: 2, leadCreated: old }, now)).toBe(
      false,
    );
  });
  it('is refused when the status did not just change to accepted', () => {
    expect(canRematchAfterClaim({ previousStatus: 2, newStatus: 2, leadCreated: young }, now)).toBe(
      false,
    );
    expect(canRematchAfterClaim({ previousStatus: 1, newStatus: 3, leadCreated: young }, now)).toBe(
      false,
    );
  });
});
