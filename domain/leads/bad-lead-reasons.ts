/**
 * Why staff mark a lead bad (the bad/{reason_id} route and the bad_lead_reason
 * list; the reasons themselves are ours).
 */
export const BAD_LEAD_REASONS = [
  'fake',
  'test',
  'unreachable',
  'no_interest',
  'wrong_product',
  'outside_area',
  'duplicate',
] as const;
export type BadLeadReason = (typeof BAD_LEAD_REASONS)[number];

export function isBadLeadReason(value: unknown): value is BadLeadReason {
  return typeof value === 'string' && (BAD_LEAD_REASONS as readonly string[]).includes(value);
}
