import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicationTime } from '#domain/reviews/reply-window';
import { mayApprove, mayAskRevision, mayDelete } from '#domain/reviews/review-status';
import { MESSAGE } from '#domain/shared/messages';
import type { Viewer } from '../accounts';
import { isCompanyStaff, parseId } from '../companies';
import type { Database } from '../db';
import { recordEvent } from '../events';
import type { FileStorage } from '../files';
import type { Mailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, conflict, notFound } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { reviewFor, reviewReach } from './review-access';
import { reviewAttachments } from './review-attachment.table';
import { reviewsJson } from './review-json';
import { listReviews, reviewListQuery } from './review-list';
import { reviewRequests } from './review-request.table';
import { issueReviewRequest } from './review-request';
import { reviewListSchema, reviewSchema } from './review.schema';
import { reviews, type ReviewRow } from './review.table';
import { sendAttachment } from '../files';

const idParams = z.object({ id: z.string() });
const versionBody = z.object({
  version: z.number().int().optional().describe('the version read; 409 when changed since'),
});

function requireStaff(viewer: Viewer): void {
  if (!isCompanyStaff(viewer)) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
}

/** Staff moderation (labels new, on hold, public, deleted) and reading reviews. */
export const reviewModerationRoutes = (storage: FileStorage, mailer: Mailer): AreaPlugin =>
  async function reviewModerationPlugin(app, { db, config }) {
    async function answer(database: Database, viewer: Viewer, row: ReviewRow) {
      return (await reviewsJson(database, [row], await reviewReach(database, viewer)))[0]!;
    }

    /** Locks the review, checks the version and the label rule, writes, records the event. */
    async function moderate(
      viewer: Viewer,
      rawId: string,
      version: number | undefined,
      allowed: (status: ReviewRow['status']) => boolean,
      change: (review: ReviewRow, now: Date) => Partial<typeof reviews.$inferInsert>,
      after?: (
        tx: Parameters<Parameters<Database['transaction']>[0]>[0],
        review: ReviewRow,
        now: Date,
      ) => Promise<() => Promise<void>>,
    ) {
      requireStaff(viewer);
      const now = new Date();
      let deliver = async () => {};
      const saved = await db.transaction(async (tx) => {
        const { review } = await reviewFor(tx, viewer, rawId, true);
        if (version !== undefined && version !== review.version) throw conflict();
        if (!allowed(review.status)) throw new ApiError(400, MESSAGE.INVALID_STATUS);
        const [updated] = await tx
          .update(reviews)
          .set({ ...change(review, now), updatedAt: now, version: sql`${reviews.version} + 1` })
          .where(eq(reviews.id, review.id))
          .returning();
        if (after) deliver = await after(tx, updated!, now);
        await recordEvent(tx, {
          type: 'review.updated',
          companyId: review.companyId,
          userId: viewer.userId,
          payload: { review_id: review.id, status: updated!.status },
        });
        return updated!;
      });
      await deliver();
      return answer(db, viewer, saved);
    }

    app.get(
      '/review',
      {
        schema: {
          tags: ['reviews'],
          summary:
            "Reviews, 50 a page, newest first (staff: all; a customer: its companies', without deleted); total also in X-Pagination-Total",
          querystring: reviewListQuery,
          response: { 200: reviewListSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const reach = await reviewReach(db, viewer);
        const query = request.query;
        // Another company's id answers like a company that does not exist.
        if (!reach.staff && (!query.companyId || !reach.readFor.has(query.companyId)))
          throw notFound();
        const { rows, total } = await listReviews(db, query, reach);
        reply.header('X-Pagination-Total', String(total));
        return { items: await reviewsJson(db, rows, reach), total };
      },
    );

    app.get(
      '/v2/assigned-lead/review/awaiting-review',
      {
        schema: {
          tags: ['reviews'],
          summary: 'How many reviews wait for moderation (label new; staff)',
          response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireStaff(requireViewer(request));
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(eq(reviews.status, 'new'));
        return { count: row?.n ?? 0 };
      },
    );

    app.get(
      '/review/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: 'One review (staff, or a user of the reviewed company)',
          params: idParams,
          response: { 200: reviewSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const { review, reach } = await reviewFor(db, viewer, request.params.id);
        return (await reviewsJson(db, [review], reach))[0]!;
      },
    );

    app.post(
      '/v2/assigned-lead/review/:id/approve',
      {
        schema: {
          tags: ['reviews'],
          summary:
            'Approve a review (staff): public at once when the company replied or its reply window closed, else when the window closes',
          params: idParams,
          body: versionBody,
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        moderate(
          requireViewer(request),
          request.params.id,
          request.body.version,
          mayApprove,
          (review, now) => ({
            status: 'public',
            approvedAt: now,
            publishedAt: publicationTime(
              {
                createdAt: review.createdAt,
                status: review.status,
                hasReply: review.reply !== null,
              },
              now,
            ),
          }),
        ),
    );

    app.post(
      '/review/revision/:id',
      {
        schema: {
          tags: ['reviews'],
          summary:
            'Ask the consumer to revise a review (staff): it goes on hold and the consumer gets a new link by mail',
          params: idParams,
          body: versionBody,
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return moderate(
          viewer,
          request.params.id,
          request.body.version,
          mayAskRevision,
          (_review, now) => ({ status: 'on_hold', revisionRequestedAt: now, publishedAt: null }),
          async (tx, review, now) =>
            (
              await issueReviewRequest(tx, {
                assignedLeadId: review.assignedLeadId,
                requestedBy: viewer.userId,
                now,
                revision: true,
                mail: { mailer, publicUrl: config.publicUrl },
              })
            ).deliver,
        );
      },
    );

    app.delete(
      '/review/:id',
      {
        schema: {
          tags: ['reviews'],
          summary:
            'Delete a review (staff; it keeps the label deleted and leaves every list but staff’s)',
          params: idParams,
          querystring: z.object({ version: z.coerce.number().int().optional() }),
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        moderate(
          requireViewer(request),
          request.params.id,
          request.query.version,
          mayDelete,
          () => ({
            status: 'deleted',
            publishedAt: null,
          }),
        ),
    );

    app.get(
      '/review/:id/attachment/:attachmentId',
      {
        schema: {
          tags: ['reviews'],
          summary: 'A file sent with the review (whoever may read the review)',
          params: z.object({ id: z.string(), attachmentId: z.string() }),
          response: {
            200: fileResponse(
              ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
              'The file',
            ),
            ...errorResponses(401, 404),
          },
        },
      },
      async (request, reply) => {
        const { review } = await reviewFor(db, requireViewer(request), request.params.id);
        const [row] = await db
          .select({ file: reviewAttachments })
          .from(reviewAttachments)
          .innerJoin(reviewRequests, eq(reviewRequests.id, reviewAttachments.reviewRequestId))
          .where(
            and(
              eq(reviewAttachments.id, parseId(request.params.attachmentId)),
              eq(reviewRequests.assignedLeadId, review.assignedLeadId),
            ),
          );
        const file = row ? await storage.get(row.file.fileKey) : null;
        if (!row || !file) throw notFound();
        return sendAttachment(reply, { ...row.file, data: file.data });
      },
    );
  };
