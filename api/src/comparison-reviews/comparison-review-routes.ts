import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  comparisonReviewEditSchema,
  comparisonReviewSubmissionSchema,
  type ComparisonReviewSubmission,
} from '#domain/comparison-reviews/review-input';
import { AWAITING_REVIEW_PANEL_SIZE } from '#domain/comparison-reviews/review-list';
import {
  mayApprove,
  mayChangeState,
  mayDelete,
  type ComparisonReviewState,
} from '#domain/comparison-reviews/review-state';
import { gtinValue } from '#domain/comparison/gtin';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { listPaging } from '../shared/paging';
import { requireComparisonUser, comparisonProductEans, comparisonProducts } from '../comparison';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import {
  comparisonReviewFilter,
  comparisonReviewListQuery,
  comparisonReviewOrder,
  oldestFirst,
} from './comparison-review-list';
import { readComparisonReview, readComparisonReviews } from './comparison-review-json';
import {
  comparisonReviewListSchema,
  comparisonReviewSchema,
  comparisonReviewsAwaitingSchema,
} from './comparison-review.schema';
import { comparisonReviews, type ComparisonReviewRow } from './comparison-review.table';

/** Reviews one sender address may send per hour from the public sites. */
export const PUBLIC_REVIEWS_PER_HOUR = 5;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const versionBody = z
  .object({
    version: z.number().int().optional().describe('the version read; 409 when changed since'),
  })
  .nullish();
const editBody = z
  .record(z.string(), z.unknown())
  .describe(
    'title, text, pros and cons (lists of lines, or one text of lines; empty lines are dropped), rating (1-10), state, and the version read',
  );
const approvalSchema = z
  .object({ message: z.string(), review: comparisonReviewSchema })
  .meta({ id: 'ComparisonReviewApproval' });

async function lockReview(tx: Executor, id: number): Promise<ComparisonReviewRow> {
  const [row] = await tx
    .select()
    .from(comparisonReviews)
    .where(eq(comparisonReviews.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function answer(db: Executor, id: number) {
  const review = await readComparisonReview(db, id);
  if (!review) throw notFound();
  return review;
}

/** approved_at / approved_by go with the state public (the table's check says so too). */
function approval(from: ComparisonReviewState, to: ComparisonReviewState, userId: number) {
  if (to !== 'public') return { approvedAt: null, approvedBy: null };
  if (from === 'public') return {};
  return { approvedAt: new Date(), approvedBy: userId };
}

const changed = (tx: Executor, review: { id: number; state: string }, userId: number | null) =>
  recordEvent(tx, {
    type: 'comparison_review.changed',
    userId,
    payload: { review_id: review.id, state: review.state },
  });

/** The product a submission names, by id or by one of its EANs (both: they must agree). */
async function submittedProduct(db: Executor, input: ComparisonReviewSubmission): Promise<number> {
  let byEan: number | null = null;
  if (input.ean !== '') {
    const [row] = await db
      .select({ productId: comparisonProductEans.productId })
      .from(comparisonProductEans)
      .where(eq(comparisonProductEans.ean, gtinValue(input.ean)!));
    if (!row) throw badRequest(MESSAGE.VALIDATION_FAILED, { ean: MESSAGE.SELECT_OPTION });
    byEan = row.productId;
  }
  if (input.product_id === null) return byEan!;
  const [product] = await db
    .select({ id: comparisonProducts.id })
    .from(comparisonProducts)
    .where(eq(comparisonProducts.id, input.product_id));
  if (!product || (byEan !== null && byEan !== product.id))
    throw badRequest(MESSAGE.VALIDATION_FAILED, { product_id: MESSAGE.SELECT_OPTION });
  return product.id;
}

/**
 * Comparison reviews (docs/comparison.md): the editors' list, detail, approval, save and
 * delete (ROLE_COMPARISON_USER), and the public sites' submission.
 */
export const comparisonReviewRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/review',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          'Comparison reviews by period (epoch seconds, from 2013-01-01 to now), state (default: all but deleted) and search, newest first, 50 a page; total also in X-Pagination-Total',
        querystring: comparisonReviewListQuery,
        response: { 200: comparisonReviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { query } = request;
      const { limit, offset } = listPaging(query, PAGE_SIZES.reviews);
      const where = comparisonReviewFilter(query);
      const items = await readComparisonReviews(
        db,
        where,
        comparisonReviewOrder(query),
        limit,
        offset,
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonReviews)
        .innerJoin(comparisonProducts, eq(comparisonProducts.id, comparisonReviews.productId))
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.get(
    '/v2/comparison/review/awaiting-review',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          'Reviews awaiting review (state new), the oldest first (15 unless itemsPerPage says otherwise), and how many there are',
        querystring: z.object({ itemsPerPage: z.string().optional() }),
        response: { 200: comparisonReviewsAwaitingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { limit } = listPaging(request.query, AWAITING_REVIEW_PANEL_SIZE, PAGE_SIZES.reviews);
      const awaiting = eq(comparisonReviews.state, 'new');
      const items = await readComparisonReviews(db, awaiting, oldestFirst, limit);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonReviews)
        .where(awaiting);
      return { items, count: count?.n ?? 0 };
    },
  );

  app.get(
    '/comparison/review/:id',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary: 'One comparison review with its product and core product',
        params: idParams,
        response: { 200: comparisonReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/review/:id',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          'Save a review over the version read (409 when outdated): text, pros and cons, rating 1-10 and the state (only the allowed steps; to public records the approver)',
        params: idParams,
        body: editBody,
        response: { 200: comparisonReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = comparisonReviewEditSchema.parse(request.body);
      await db.transaction(async (tx) => {
        const current = await lockReview(tx, id);
        if (current.version !== version) throw outdated();
        if (!mayChangeState(current.state, input.state))
          throw badRequest(MESSAGE.VALIDATION_FAILED, { state: MESSAGE.INVALID_STATUS });
        await tx
          .update(comparisonReviews)
          .set({
            title: input.title,
            text: input.text,
            pros: input.pros,
            cons: input.cons,
            rating: input.rating,
            state: input.state,
            ...approval(current.state, input.state, viewer.userId),
            version: sql`${comparisonReviews.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(comparisonReviews.id, id));
        await changed(tx, { id, state: input.state }, viewer.userId);
      });
      return answer(db, id);
    },
  );

  app.post(
    '/comparison/review/:id/approve',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          'Approve a review (new or on hold): it becomes public with the approver and the time; answers MESSAGE.APPROVED and the review',
        params: idParams,
        body: versionBody,
        response: { 200: approvalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      const version = request.body?.version;
      await db.transaction(async (tx) => {
        const current = await lockReview(tx, id);
        if (version !== undefined && current.version !== version) throw outdated();
        if (!mayApprove(current.state)) throw new ApiError(400, MESSAGE.INVALID_STATUS);
        await tx
          .update(comparisonReviews)
          .set({
            state: 'public',
            ...approval(current.state, 'public', viewer.userId),
            version: sql`${comparisonReviews.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(comparisonReviews.id, id));
        await changed(tx, { id, state: 'public' }, viewer.userId);
      });
      return { message: MESSAGE.APPROVED, review: await answer(db, id) };
    },
  );

  app.delete(
    '/comparison/review/:id',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          'Delete a review (after confirmation): it gets the state deleted, leaves the sites and the default list, and can be found back with state=deleted',
        params: idParams,
        querystring: z.object({
          version: z.coerce.number().int().optional().describe('the version read'),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      const { version } = request.query;
      await db.transaction(async (tx) => {
        const current = await lockReview(tx, id);
        if (version !== undefined && current.version !== version) throw outdated();
        if (!mayDelete(current.state)) throw new ApiError(400, MESSAGE.INVALID_STATUS);
        await tx
          .update(comparisonReviews)
          .set({
            state: 'deleted',
            approvedAt: null,
            approvedBy: null,
            version: sql`${comparisonReviews.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(comparisonReviews.id, id));
        await changed(tx, { id, state: 'deleted' }, viewer.userId);
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );

  app.post(
    '/public/comparison/review',
    {
      schema: {
        tags: ['comparison-reviews'],
        summary:
          "The public sites' review form: a product (product_id or ean), author_name, email, rating 1-10, title, text, pros and cons; it waits as new for an editor. A few per hour per sender address",
        body: z
          .record(z.string(), z.unknown())
          .describe('product_id or ean, author_name, email, rating, title, text, pros, cons'),
        response: { 201: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const since = new Date(Date.now() - 60 * 60 * 1000);
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonReviews)
        .where(
          and(
            isNotNull(comparisonReviews.clientIp),
            eq(comparisonReviews.clientIp, request.ip),
            gt(comparisonReviews.createdAt, since),
          ),
        );
      if ((recent?.n ?? 0) >= PUBLIC_REVIEWS_PER_HOUR)
        throw new ApiError(429, MESSAGE.TOO_MANY_ATTEMPTS);
      const input = comparisonReviewSubmissionSchema.parse(request.body);
      await db.transaction(async (tx) => {
        const productId = await submittedProduct(tx, input);
        const [row] = await tx
          .insert(comparisonReviews)
          .values({
            productId,
            authorName: input.author_name,
            email: input.email,
            rating: input.rating,
            title: input.title,
            text: input.text,
            pros: input.pros,
            cons: input.cons,
            state: 'new',
            clientIp: request.ip,
          })
          .returning({ id: comparisonReviews.id });
        await changed(tx, { id: row!.id, state: 'new' }, null);
      });
      return reply.status(201).send({ message: MESSAGE.REVIEW_SAVED });
    },
  );
};
