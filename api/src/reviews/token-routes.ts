import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  attachmentsFit,
  MAX_REVIEW_ATTACHMENTS,
  MAX_REVIEW_ATTACHMENTS_KB,
} from '#domain/reviews/review-attachments';
import {
  MAX_SCORE,
  MIN_SCORE,
  ratingsFor,
  ratingsOnRevision,
} from '#domain/reviews/review-ratings';
import { reviewTokenState } from '#domain/reviews/review-token';
import { MESSAGE } from '#domain/shared/messages';
import { companies } from '../companies';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, detectFileType, type DetectedType, readUpload } from '../files';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { reviewAttachments } from './review-attachment.table';
import { reviewRequests, type ReviewRequestRow } from './review-request.table';
import { reviewTokenFormSchema } from './review.schema';
import { reviewCommentField, reviewLinesField } from './review-text.schema';
import { reviews, type ReviewRow } from './review.table';

/** Photos of the job and documents, checked by content. */
const ATTACHMENT_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp', 'pdf'];
/** One file is read up to the api's multipart limit, so a too large one hears why. */
const MAX_READ_BYTES = 10 * 1024 * 1024;

const tokenParams = z.object({ token: z.string().min(10).max(100) });
const scoreField = z
  .number()
  .int(MESSAGE.ENTER_VALID_NUMBER)
  .min(MIN_SCORE, MESSAGE.VALUE_TOO_LOW)
  .max(MAX_SCORE, MESSAGE.VALUE_TOO_HIGH)
  .nullish();
const reviewBody = z.object({
  recommend: z.boolean().default(true),
  fulfill: z.boolean().default(true),
  rating_appointments: scoreField,
  rating_service: scoreField,
  rating_price_quality: scoreField,
  pros: reviewLinesField,
  cons: reviewLinesField,
  comment: reviewCommentField,
});

/** The request of a link that still works; 404 unknown, 409 already received, 400 expired. */
async function openRequest(db: Executor, token: string, lock = false) {
  const query = db.select().from(reviewRequests).where(eq(reviewRequests.token, token));
  const [request] = lock ? await query.for('update') : await query;
  if (!request) throw notFound();
  const state = reviewTokenState(request, new Date());
  if (state === 'used') throw new ApiError(409, MESSAGE.ALREADY_REVIEWED);
  if (state === 'expired') throw new ApiError(400, MESSAGE.REVIEW_LINK_EXPIRED);
  return request;
}

async function subjectOf(db: Executor, request: ReviewRequestRow) {
  const [row] = await db
    .select({
      companyId: assignedLeads.companyId,
      companyName: companies.name,
      productName: products.name,
      givenName: leads.givenName,
      familyName: leads.familyName,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(eq(assignedLeads.id, request.assignedLeadId));
  return row!;
}

async function filesOf(db: Executor, requestId: number) {
  return db
    .select()
    .from(reviewAttachments)
    .where(eq(reviewAttachments.reviewRequestId, requestId))
    .orderBy(reviewAttachments.id);
}

async function formFor(db: Executor, request: ReviewRequestRow) {
  const subject = await subjectOf(db, request);
  const [review] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.assignedLeadId, request.assignedLeadId));
  const files = await filesOf(db, request.id);
  return {
    company_name: subject.companyName,
    product_name: subject.productName,
    given_name: subject.givenName,
    revision: !!review,
    recommend: review?.recommend ?? true,
    fulfill: review?.fulfill ?? true,
    // A new review starts at the default; an existing one shows what was given.
    rating_appointments: review ? review.ratingAppointments : 10,
    rating_service: review ? review.ratingService : 10,
    rating_price_quality: review ? review.ratingPriceQuality : 10,
    pros: review?.pros ?? [],
    cons: review?.cons ?? [],
    comment: review?.comment ?? null,
    attachments: files.map((f) => ({
      id: f.id,
      file_name: f.fileName,
      media_type: f.mediaType,
      size: f.size,
    })),
    max_attachments: MAX_REVIEW_ATTACHMENTS,
    max_attachments_kb: MAX_REVIEW_ATTACHMENTS_KB,
  };
}

/** The shown name: given name and the family name's initial. */
function authorName(subject: { givenName: string | null; familyName: string }): string {
  const initial = subject.familyName.trim().charAt(0).toUpperCase();
  return [subject.givenName?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** The public review page: a single-use link mailed to the consumer (docs/reviews.md). */
export const reviewTokenRoutes = (storage: FileStorage): AreaPlugin =>
  async function reviewTokenPlugin(app, { db }) {
    app.get(
      '/review/token/:token',
      {
        schema: {
          tags: ['reviews'],
          summary: 'What the public review page shows for its link (no session needed)',
          params: tokenParams,
          response: { 200: reviewTokenFormSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => formFor(db, await openRequest(db, request.params.token)),
    );

    app.post(
      '/review/token/:token',
      {
        schema: {
          tags: ['reviews'],
          summary:
            'Send the review of a link (or its revision); the link is used up. Ratings follow the token form rules',
          params: tokenParams,
          body: reviewBody,
          response: { 201: messageSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const now = new Date();
        await db.transaction(async (tx) => {
          // The lock makes two sends of the same link wait for each other: the second is "already received".
          const open = await openRequest(tx, request.params.token, true);
          const subject = await subjectOf(tx, open);
          const [existing] = await tx
            .select()
            .from(reviews)
            .where(eq(reviews.assignedLeadId, open.assignedLeadId));
          const text = {
            pros: body.pros,
            cons: body.cons,
            comment: body.comment || null,
          };
          let saved: ReviewRow;
          if (existing) {
            const kept = ratingsOnRevision({ ...existing, rating: existing.rating });
            [saved] = (await tx
              .update(reviews)
              .set({
                ...text,
                recommend: kept.recommend,
                fulfill: kept.fulfill,
                status: 'new',
                updatedAt: now,
                version: sql`${reviews.version} + 1`,
              })
              .where(eq(reviews.id, existing.id))
              .returning()) as [ReviewRow];
          } else {
            const ratings = ratingsFor({
              recommend: body.recommend,
              fulfill: body.fulfill,
              ratingAppointments: body.rating_appointments,
              ratingService: body.rating_service,
              ratingPriceQuality: body.rating_price_quality,
            });
            [saved] = (await tx
              .insert(reviews)
              .values({
                assignedLeadId: open.assignedLeadId,
                companyId: subject.companyId,
                ...ratings,
                ...text,
                authorName: authorName(subject) || 'Anoniem',
                createdAt: now,
                updatedAt: now,
              })
              .returning()) as [ReviewRow];
          }
          await tx
            .update(reviewRequests)
            .set({ usedAt: now })
            .where(eq(reviewRequests.id, open.id));
          await recordEvent(tx, {
            type: 'review.received',
            companyId: subject.companyId,
            payload: { review_id: saved.id, revision: !!existing },
          });
        });
        return reply.status(201).send({ message: MESSAGE.REVIEW_SAVED });
      },
    );

    app.post(
      '/review/token/:token/attachment',
      {
        schema: {
          tags: ['reviews'],
          summary: `Attach a file to the review of a link (multipart, one file: png/jpeg/webp/pdf; at most ${MAX_REVIEW_ATTACHMENTS} files of ${MAX_REVIEW_ATTACHMENTS_KB} KB together)`,
          params: tokenParams,
          response: { 201: reviewTokenFormSchema, ...errorResponses(400, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        const open = await openRequest(db, request.params.token);
        const { data, filename } = await readUpload(request, MAX_READ_BYTES);
        const type = detectFileType(data);
        if (!type || !ATTACHMENT_TYPES.includes(type))
          throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
        const key = `reviews/${open.id}/${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          await db.transaction(async (tx) => {
            // Locked, so two uploads at once cannot both squeeze under the total.
            const locked = await openRequest(tx, request.params.token, true);
            const sizes = (await filesOf(tx, locked.id)).map((f) => f.size);
            if (!attachmentsFit([...sizes, data.length]))
              throw new ApiError(400, MESSAGE.ATTACHMENTS_TOO_LARGE);
            await tx.insert(reviewAttachments).values({
              reviewRequestId: locked.id,
              fileKey: key,
              fileName: (filename || `bijlage.${type}`).slice(0, 200),
              mediaType: CONTENT_TYPES[type],
              size: data.length,
            });
          });
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
        return reply.status(201).send(await formFor(db, open));
      },
    );
  };
