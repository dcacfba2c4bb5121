/** A review link stays valid this many days after it was mailed. */
export const REVIEW_TOKEN_DAYS = 30;
const DAY_MS = 86_400_000;

export function reviewTokenExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + REVIEW_TOKEN_DAYS * DAY_MS);
}

/** What a review link is worth now. */
export function reviewTokenState(
  request: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): 'open' | 'used' | 'expired' {
  if (request.usedAt) return 'used';
  return now.getTime() >= request.expiresAt.getTime() ? 'expired' : 'open';
}
