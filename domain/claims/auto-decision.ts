import { isValidPhone, type PhoneMode } from '#domain/shared/validators/phone';
import { CLAIM_STATUSES, type ClaimStatus } from './claim-status';
import { isWithinClaimWindow } from './claim-window';

/** Why the portal decided a claim by itself. */
export const AUTO_DECISION_REASONS = ['filed_late', 'invalid_phone', 'duplicate_lead'] as const;
export type AutoDecisionReason = (typeof AUTO_DECISION_REASONS)[number];

export interface AutoDecision {
  status: ClaimStatus;
  reason: AutoDecisionReason;
}

export interface AutoDecisionFacts {
  assignedAt: Date | string;
  filedAt: Date;
  /** The lead's country ('NL', 'BE'): which numbers the validator accepts. */
  country: string;
  phoneNumbers: readonly (string | null)[];
  /** The company already had a lead of the same consumer and product (docs/claims.md). */
  duplicateOfEarlierLead: boolean;
}

function phoneMode(country: string): PhoneMode {
  return country === 'BE' ? 'BE' : 'NL';
}

/** Every number the consumer gave is rejected by the shared validator (none given: no verdict). */
export function hasOnlyInvalidPhoneNumbers(numbers: readonly (string | null)[], country: string) {
  const given = numbers.filter((n): n is string => !!n && n.trim() !== '');
  return given.length > 0 && given.every((n) => !isValidPhone(n, phoneMode(country)));
}

/**
 * The clear cases: a claim filed after the claim window is denied; a lead the
 * company cannot call or already had is accepted. The window comes first: past it
 * no claim is judged on its merits. Null leaves the claim to people.
 */
export function automaticClaimDecision(facts: AutoDecisionFacts): AutoDecision | null {
  if (!isWithinClaimWindow(facts.assignedAt, facts.filedAt))
    return { status: CLAIM_STATUSES.denied, reason: 'filed_late' };
  if (hasOnlyInvalidPhoneNumbers(facts.phoneNumbers, facts.country))
    return { status: CLAIM_STATUSES.accepted, reason: 'invalid_phone' };
  if (facts.duplicateOfEarlierLead)
    return { status: CLAIM_STATUSES.accepted, reason: 'duplicate_lead' };
  return null;
}
