/**
 * Our addition (as Checkatrade and Solvari do it): the company sees a new
 * review first and may write one public reply within this many days. A review
 * staff approve inside that window goes public when the company has replied or
 * when the window closes, whichever comes first.
 */
export const REPLY_WINDOW_DAYS = 5;
const DAY_MS = 86_400_000;

export function replyDeadline(reviewCreatedAt: Date): Date {
  return new Date(reviewCreatedAt.getTime() + REPLY_WINDOW_DAYS * DAY_MS);
}

export interface ReplySubject {
  createdAt: Date;
  status: string;
  hasReply: boolean;
}

/** Why a reply is refused now, or null when the company may write it. */
export function replyRefusal(
  review: ReplySubject,
  now: Date,
): 'already_replied' | 'window_closed' | null {
  if (review.hasReply) return 'already_replied';
  if (review.status === 'deleted' || now.getTime() >= replyDeadline(review.createdAt).getTime())
    return 'window_closed';
  return null;
}

/** When an approved review becomes visible to everyone. */
export function publicationTime(review: ReplySubject, approvedAt: Date): Date {
  if (review.hasReply) return approvedAt;
  const deadline = replyDeadline(review.createdAt);
  return deadline.getTime() > approvedAt.getTime() ? deadline : approvedAt;
}

/** Public: approved and its publication time has come. */
export function isPublished(
  review: { status: string; publishedAt: Date | null },
  now: Date,
): boolean {
  return (
    review.status === 'public' &&
    review.publishedAt !== null &&
    review.publishedAt.getTime() <= now.getTime()
  );
}
