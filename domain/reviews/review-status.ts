/** The moderation labels of a review (docs/reviews.md). */
export const REVIEW_STATUSES = ['new', 'on_hold', 'public', 'deleted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** Staff approve a review waiting for moderation. */
export function mayApprove(status: ReviewStatus): boolean {
  return status === 'new' || status === 'on_hold';
}

/** A revision can be asked of any review that was not deleted and is not already waiting for one. */
export function mayAskRevision(status: ReviewStatus): boolean {
  return status === 'new' || status === 'public';
}

/** Deleting hides a review for good. */
export function mayDelete(status: ReviewStatus): boolean {
  return status !== 'deleted';
}
