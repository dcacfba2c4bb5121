import { MESSAGE } from '#domain/shared/messages';

/**
 * Claim statuses by code (docs/claims.md, "Statuses and who sets them"). Pending (1) is
 * labelled with the product's name.
 */
export const CLAIM_STATUSES = {
  new: 0,
  pending: 1,
  accepted: 2,
  denied: 3,
  call_center: 4,
} as const;

export type ClaimStatusName = keyof typeof CLAIM_STATUSES;
export type ClaimStatus = (typeof CLAIM_STATUSES)[ClaimStatusName];

export const CLAIM_STATUS_CODES: readonly ClaimStatus[] = [0, 4, 1, 2, 3];

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'number' && (CLAIM_STATUS_CODES as readonly number[]).includes(value);
}

/** Filters of the claim list, by code. */
export const CLAIM_LIST_FILTERS = {
  to_process: 0,
  call_center: 1,
  all: 2,
  new: 3,
} as const;

/** The statuses each list filter shows. "To process": everything not yet decided. */
export function claimStatusesForFilter(filter: number): readonly ClaimStatus[] {
  switch (filter) {
    case CLAIM_LIST_FILTERS.to_process:
      return [CLAIM_STATUSES.new, CLAIM_STATUSES.pending, CLAIM_STATUSES.call_center];
    case CLAIM_LIST_FILTERS.call_center:
      return [CLAIM_STATUSES.call_center];
    case CLAIM_LIST_FILTERS.new:
      return [CLAIM_STATUSES.new];
    default:
      return CLAIM_STATUS_CODES;
  }
}

/** What a customer sees: pending and call center both read as "processing". */
export function customerClaimStatusLabel(
  status: ClaimStatus,
): 'new' | 'processing' | 'accepted' | 'denied' {
  if (status === CLAIM_STATUSES.pending || status === CLAIM_STATUSES.call_center)
    return 'processing';
  if (status === CLAIM_STATUSES.accepted) return 'accepted';
  if (status === CLAIM_STATUSES.denied) return 'denied';
  return 'new';
}

/** An accepted claim can no longer be changed. */
export function isClaimReadOnly(claim: { status: number }): boolean {
  return claim.status === CLAIM_STATUSES.accepted;
}

/** A partner may only submit accepted, denied, call center or the product's own (pending) status. */
export const PARTNER_SUBMITTABLE_CLAIM_STATUSES: readonly ClaimStatus[] = [
  CLAIM_STATUSES.accepted,
  CLAIM_STATUSES.denied,
  CLAIM_STATUSES.call_center,
  CLAIM_STATUSES.pending,
];

/** MESSAGE.INVALID_STATUS for a status a partner may not submit, else null. */
export function partnerClaimStatusRefusal(status: unknown): string | null {
  return typeof status === 'number' &&
    (PARTNER_SUBMITTABLE_CLAIM_STATUSES as readonly number[]).includes(status)
    ? null
    : MESSAGE.INVALID_STATUS;
}

/** Claims may be filed only on assigned leads that allow it. */
export function claimCreationRefusal(assignedLead: {
  allowClaim: boolean;
  hasClaim: boolean;
}): string | null {
  if (assignedLead.hasClaim) return MESSAGE.CLAIM_RECEIVED;
  if (!assignedLead.allowClaim) return MESSAGE.LEAD_CANNOT_BE_CLAIMED;
  return null;
}

export const CLAIM_REMATCH_WINDOW_DAYS = 5;
const DAY_MS = 86_400_000;

/**
 * A rematch (offering the lead to another company) is possible only at the
 * moment a claim becomes accepted, and only for a lead at most 5 days old.
 */
export function canRematchAfterClaim(
  change: { previousStatus: number; newStatus: number; leadCreated: Date | string },
  now: Date = new Date(),
): boolean {
  if (
    change.newStatus !== CLAIM_STATUSES.accepted ||
    change.previousStatus === CLAIM_STATUSES.accepted
  )
    return false;
  return (
    now.getTime() - new Date(change.leadCreated).getTime() <= CLAIM_REMATCH_WINDOW_DAYS * DAY_MS
  );
}
