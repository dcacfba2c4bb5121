const DAY_MS = 86_400_000;

/**
 * A claim may be filed up to 31 days after the lead was assigned. The spec has no
 * claim window of its own; 31 days is its automatic-matching cut-off ("about 31
 * days") and the month a lead is invoiced in, so a credit still reaches the
 * invoice of the lead it corrects (docs/claims.md).
 */
export const CLAIM_WINDOW_DAYS = 31;

export function isWithinClaimWindow(
  assignedAt: Date | string,
  filedAt: Date = new Date(),
): boolean {
  return filedAt.getTime() - new Date(assignedAt).getTime() <= CLAIM_WINDOW_DAYS * DAY_MS;
}
