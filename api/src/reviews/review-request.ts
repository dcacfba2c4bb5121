import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewTokenExpiry, reviewTokenState } from '#domain/reviews/review-token';
import { MESSAGE } from '#domain/shared/messages';
import { companies } from '../companies';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import { assignedLeads, leads, markReviewRequested } from '../leads';
import type { Mailer } from '../mail';
import { ApiError, notFound } from '../shared/errors';
import { reviewRequestMail } from './review-mail';
import { reviewRequests, type ReviewRequestRow } from './review-request.table';
import { reviews } from './review.table';

export interface IssueOptions {
  assignedLeadId: number;
  requestedBy: number | null;
  now: Date;
  /** false: hand the link to the logged-in consumer instead of mailing it. */
  mail: { mailer: Mailer; publicUrl: string } | null;
  /** Staff asked for a revision of the existing review. */
  revision?: boolean;
}

/**
 * A fresh single-use link for the assigned lead's review: one request row per
 * assigned lead, its token and expiry renewed on every ask. Runs in the caller's
 * transaction; returns the request and what to call after commit (SMTP).
 */
export async function issueReviewRequest(
  tx: Executor,
  options: IssueOptions,
): Promise<{ request: ReviewRequestRow; deliver: () => Promise<void> }> {
  const [subject] = await tx
    .select({ assigned: assignedLeads, lead: leads, companyName: companies.name })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(eq(assignedLeads.id, options.assignedLeadId));
  if (!subject) throw notFound();
  const [existing] = await tx
    .select({ status: reviews.status })
    .from(reviews)
    .where(eq(reviews.assignedLeadId, options.assignedLeadId));
  if (existing && !options.revision) throw new ApiError(409, MESSAGE.ALREADY_REVIEWED);

  const token = randomBytes(24).toString('base64url');
  const fields = {
    token,
    expiresAt: reviewTokenExpiry(options.now),
    usedAt: null,
    requestedBy: options.requestedBy,
  };
  const [request] = await tx
    .insert(reviewRequests)
    .values({ assignedLeadId: options.assignedLeadId, ...fields })
    .onConflictDoUpdate({ target: reviewRequests.assignedLeadId, set: fields })
    .returning();
  await markReviewRequested(tx, options.assignedLeadId, options.now);
  await recordEvent(tx, {
    type: 'review.requested',
    companyId: subject.assigned.companyId,
    userId: options.requestedBy,
    payload: { assigned_lead_id: options.assignedLeadId, revision: !!options.revision },
  });
  let deliver = async () => {};
  if (options.mail) {
    const link = `${options.mail.publicUrl}/consumer/review/${token}`;
    deliver = await options.mail.mailer.queue(
      tx,
      reviewRequestMail(subject.lead, subject.companyName, link, !!options.revision),
    );
  }
  return { request: request!, deliver };
}

/**
 * A CRM task with request-review asks for the review once: an assigned lead
 * that already has a review, or an open link, is left alone.
 */
export async function requestReviewFromTask(
  tx: Executor,
  options: Omit<IssueOptions, 'revision'>,
): Promise<() => Promise<void>> {
  const [review] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.assignedLeadId, options.assignedLeadId));
  if (review) return async () => {};
  const [current] = await tx
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.assignedLeadId, options.assignedLeadId));
  if (current && reviewTokenState(current, options.now) === 'open') return async () => {};
  return (await issueReviewRequest(tx, options)).deliver;
}
