import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { isCompanyStaff, parseId } from '../companies';
import { recordEvent } from '../events';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, conflict, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { reviewFor, reviewReach } from './review-access';
import { reviewAttachments } from './review-attachment.table';
import { reviewsJson } from './review-json';
import { reviewRequests } from './review-request.table';
import { reviewSchema } from './review.schema';
import { reviewCommentField, reviewLinesField } from './review-text.schema';
import { reviews } from './review.table';

const saveBody = z.object({
  pros: reviewLinesField,
  cons: reviewLinesField,
  comment: reviewCommentField,
  version: z.number().int().describe('the version read; 409 when changed since'),
});

/** Staff correct what a consumer wrote (never the scores) and remove files that do not belong. */
export const reviewStaffEditRoutes = (storage: FileStorage): AreaPlugin =>
  async function reviewStaffEditPlugin(app, { db }) {
    app.put(
      '/review/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Save the text of a review (staff): pros, cons and comment; the scores stay',
          params: z.object({ id: z.string() }),
          body: saveBody,
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        if (!isCompanyStaff(viewer)) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
        const body = request.body;
        const saved = await db.transaction(async (tx) => {
          const { review } = await reviewFor(tx, viewer, request.params.id, true);
          if (body.version !== review.version) throw conflict();
          const [updated] = await tx
            .update(reviews)
            .set({
              pros: body.pros,
              cons: body.cons,
              comment: body.comment || null,
              updatedAt: new Date(),
              version: sql`${reviews.version} + 1`,
            })
            .where(eq(reviews.id, review.id))
            .returning();
          await recordEvent(tx, {
            type: 'review.updated',
            companyId: review.companyId,
            userId: viewer.userId,
            payload: { review_id: review.id, status: review.status },
          });
          return updated!;
        });
        return (await reviewsJson(db, [saved], await reviewReach(db, viewer)))[0]!;
      },
    );

    app.delete(
      '/review/:id/attachment/:attachmentId',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Remove a file from a review (staff)',
          params: z.object({ id: z.string(), attachmentId: z.string() }),
          response: { 200: reviewSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        if (!isCompanyStaff(viewer)) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
        const { review, reach } = await reviewFor(db, viewer, request.params.id);
        const [ownRequest] = await db
          .select({ id: reviewRequests.id })
          .from(reviewRequests)
          .where(eq(reviewRequests.assignedLeadId, review.assignedLeadId));
        const [removed] = ownRequest
          ? await db
              .delete(reviewAttachments)
              .where(
                and(
                  eq(reviewAttachments.id, parseId(request.params.attachmentId)),
                  eq(reviewAttachments.reviewRequestId, ownRequest.id),
                ),
              )
              .returning()
          : [];
        if (!removed) throw notFound();
        // The row is gone first; a file left behind is only storage, never shown.
        await storage.delete(removed.fileKey).catch(() => undefined);
        return (await reviewsJson(db, [review], reach))[0]!;
      },
    );
  };
