/**
 * Why a company claims a lead (the claim's "description"). The default message of
 * each reason is a translation (claims:defaultMessage.<reason>).
 */
export const CLAIM_REASONS = [
  'wrong_phone',
  'no_contact',
  'duplicate',
  'out_of_area',
  'no_interest',
  'wrong_request',
  'other',
] as const;

export type ClaimReason = (typeof CLAIM_REASONS)[number];

export function isClaimReason(value: unknown): value is ClaimReason {
  return typeof value === 'string' && (CLAIM_REASONS as readonly string[]).includes(value);
}
