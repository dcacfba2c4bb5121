import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { replyRefusal } from '#domain/reviews/reply-window';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, companyReach, isCompanyStaff, parseId } from '../companies';
import { recordEvent } from '../events';
import { assignedLeads } from '../leads';
import type { Mailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, conflict, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { reviewFor, reviewReach } from './review-access';
import { reviewsJson } from './review-json';
import { issueReviewRequest } from './review-request';
import { reviewSchema, reviewSummarySchema } from './review.schema';
import { reviewSummary } from './review-summary';
import { reviews } from './review.table';

const idParams = z.object({ id: z.string() });
const replyBody = z.object({
  reply: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(2000, MESSAGE.TEXT_TOO_LONG),
  version: z.number().int().optional(),
});

/** The reviewed company's side: its public reply, its averages, asking its consumers for a review. */
export const companyReviewRoutes = (mailer: Mailer): AreaPlugin =>
  async function companyReviewPlugin(app, { db, config }) {
    app.post(
      '/review/:id/reply',
      {
        schema: {
          tags: ['reviews'],
          summary: `The company's one public reply, within the reply window (docs/reviews.md)`,
          params: idParams,
          body: replyBody,
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const now = new Date();
        const saved = await db.transaction(async (tx) => {
          const { review, reach } = await reviewFor(tx, viewer, request.params.id, true);
          if (!reach.replyFor.has(review.companyId)) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
          const body = request.body;
          if (body.version !== undefined && body.version !== review.version) throw conflict();
          const refusal = replyRefusal(
            { createdAt: review.createdAt, status: review.status, hasReply: review.reply !== null },
            now,
          );
          if (refusal === 'already_replied')
            throw new ApiError(409, MESSAGE.REVIEW_ALREADY_REPLIED);
          if (refusal === 'window_closed') throw new ApiError(400, MESSAGE.REPLY_WINDOW_CLOSED);
          // An approved review waiting for the window goes public with its reply.
          const waiting =
            review.status === 'public' && review.publishedAt && review.publishedAt > now;
          const [updated] = await tx
            .update(reviews)
            .set({
              reply: body.reply,
              repliedAt: now,
              repliedBy: viewer.userId,
              ...(waiting ? { publishedAt: now } : {}),
              updatedAt: now,
              version: sql`${reviews.version} + 1`,
            })
            .where(eq(reviews.id, review.id))
            .returning();
          await recordEvent(tx, {
            type: 'review.updated',
            companyId: review.companyId,
            userId: viewer.userId,
            payload: { review_id: review.id, replied: true },
          });
          return updated!;
        });
        return (await reviewsJson(db, [saved], await reviewReach(db, viewer)))[0]!;
      },
    );

    app.get(
      '/company/:id/review_summary',
      {
        schema: {
          tags: ['reviews'],
          summary: "The averages of a company's published reviews, one decimal",
          params: idParams,
          response: { 200: reviewSummarySchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const { company } = await companyFor(db, requireViewer(request), request.params.id);
        return reviewSummary(db, company.id);
      },
    );

    app.get(
      '/review/assigned_lead/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: 'The review of an assigned lead (staff or the company); 404 when there is none',
          params: idParams,
          response: { 200: reviewSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const [row] = await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(eq(reviews.assignedLeadId, parseId(request.params.id)));
        if (!row) throw notFound();
        const { review, reach } = await reviewFor(db, viewer, row.id);
        return (await reviewsJson(db, [review], reach))[0]!;
      },
    );

    app.post(
      '/review/assigned_lead/:id/ask',
      {
        schema: {
          tags: ['reviews'],
          summary:
            "Mail the lead's consumer a review link (staff, or the company that has the lead); a new ask replaces the old link",
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const assignedLeadId = parseId(request.params.id);
        const [assigned] = await db
          .select({ companyId: assignedLeads.companyId })
          .from(assignedLeads)
          .where(and(eq(assignedLeads.id, assignedLeadId)));
        if (!assigned) throw notFound();
        if (!isCompanyStaff(viewer)) {
          if (!(await companyReach(db, viewer)).all.has(assigned.companyId)) throw notFound();
          if (!mayPerform(viewer.roles, 'workAssignedLeads'))
            throw new ApiError(403, MESSAGE.ACCESS_DENIED);
        }
        const deliver = await db.transaction(
          async (tx) =>
            (
              await issueReviewRequest(tx, {
                assignedLeadId,
                requestedBy: viewer.userId,
                now: new Date(),
                mail: { mailer, publicUrl: config.publicUrl },
              })
            ).deliver,
        );
        await deliver();
        return { message: MESSAGE.REVIEW_REQUEST_SENT };
      },
    );
  };
