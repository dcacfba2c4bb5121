import { MESSAGE } from '#domain/shared/messages';
import { CLAIM_STATUSES, isClaimStatus, partnerClaimStatusRefusal } from './claim-status';

/** Who decides claims: staff with the claims role, partners (the four statuses), nobody else. */
export type ClaimDecider = 'claims_staff' | 'partner' | 'none';

export function claimDeciderOf(roles: readonly string[]): ClaimDecider {
  if (roles.includes('ROLE_LEAD_CLAIMS')) return 'claims_staff';
  if (roles.includes('ROLE_LEAD_PARTNER') || roles.includes('ROLE_LEAD_CLAIM_PARTNER'))
    return 'partner';
  return 'none';
}

export interface StatusChangeRefusal {
  status: 400 | 403;
  message: string;
}

/**
 * Why this decider may not give the claim this status, or null. An accepted claim
 * is read-only, except an automatic acceptance, which claims staff may override.
 */
export function claimStatusChangeRefusal(
  decider: ClaimDecider,
  claim: { status: number; autoDecided: boolean },
  next: unknown,
): StatusChangeRefusal | null {
  if (decider === 'none') return { status: 403, message: MESSAGE.ACCESS_DENIED };
  if (!isClaimStatus(next)) return { status: 400, message: MESSAGE.INVALID_STATUS };
  if (decider === 'partner') {
    const refusal = partnerClaimStatusRefusal(next);
    if (refusal) return { status: 400, message: refusal };
  }
  if (claim.status === CLAIM_STATUSES.accepted) {
    const overridable = claim.autoDecided && decider === 'claims_staff';
    if (!overridable) return { status: 400, message: MESSAGE.CLAIM_READ_ONLY };
  }
  return null;
}
