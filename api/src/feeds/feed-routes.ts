import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { feedInputSchema, feedPositionsSchema, type FeedInput } from '#domain/feeds/feed-input';
import { structureConfirmationSchema, structureErrors } from '#domain/feeds/feed-structure';
import { FEED_PRODUCT_ERRORS } from '#domain/feeds/product-feed-state';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { listPaging } from '../shared/paging';
import { companies } from '../companies';
import { requireComparisonUser } from '../comparison';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { outdated, requireVersion } from '../shared/version';
import { feedChanged, feedDeleted } from './feed-events';
import { readFeed, readFeeds, runJson } from './feed-read';
import {
  productFeedListSchema,
  productFeedProblemsSchema,
  productFeedQueuedSchema,
  productFeedRunListSchema,
  productFeedSchema,
  productFeedStateSchema,
} from './feed.schema';
import { feedJobs, productFeeds, type ProductFeedRow } from './feed.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const companyParams = z.object({ companyId: z.coerce.number().int().positive() });
const versionBody = z.object({
  version: z.number().int().describe('the version read; 409 when changed since'),
});
const feedBody = z
  .record(z.string(), z.unknown())
  .describe(
    'source, type (csv or xml; every source but icecat is xml), url, company_id (optional), paused; a save also sends the version read',
  );
const ACTIVE_JOB = ['queued', 'running', 'waiting'] as const;
/** Examples listed per problem kind unless asked otherwise. */
const PROBLEM_EXAMPLES = 5;

async function lockFeed(tx: Executor, id: number): Promise<ProductFeedRow> {
  const [feed] = await tx.select().from(productFeeds).where(eq(productFeeds.id, id)).for('update');
  if (!feed) throw notFound();
  return feed;
}

async function answer(db: Executor, id: number) {
  const feed = await readFeed(db, id);
  if (!feed) throw notFound();
  return feed;
}

/** A feed's shop must be a comparison company (a shop whose offers we compare). */
async function requireShop(db: Executor, input: FeedInput) {
  if (input.company_id === null) return;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.company_id), eq(companies.isComparison, true)));
  if (!company) throw badRequest(MESSAGE.VALIDATION_FAILED, { company_id: MESSAGE.SELECT_OPTION });
}

/** Records the change event of a feed as it now is. */
async function changed(tx: Executor, feed: ProductFeedRow, userId: number) {
  await feedChanged(
    tx,
    {
      id: feed.id,
      companyId: feed.companyId,
      state: feed.state,
      progressDone: feed.progressDone,
      progressTotal: feed.progressTotal,
      priority: feed.priority,
      paused: feed.paused,
    },
    userId,
  );
}

/** The feed's run waiting for an editor, locked. */
async function waitingJob(tx: Executor, feedId: number) {
  const [job] = await tx
    .select()
    .from(feedJobs)
    .where(and(eq(feedJobs.feedId, feedId), eq(feedJobs.state, 'waiting')))
    .for('update');
  return job;
}

/**
 * Product feeds (docs/feeds.md): list, by company, add, save, delete, queue,
 * reorder, the state the screen follows, confirming the structure and the mapping,
 * problems per kind and the run history. Comparison editors only.
 */
export const feedRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/product-feed',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Every product feed in the editors’ order, with state, queue position and last run',
        response: { 200: productFeedListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const items = await readFeeds(db);
      return { items, total: items.length };
    },
  );

  app.get(
    '/comparison/product-feed/company/:companyId',
    {
      schema: {
        tags: ['feeds'],
        summary: 'The product feeds of one shop',
        params: companyParams,
        response: { 200: productFeedListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const items = await readFeeds(db, sql`f.company_id = ${request.params.companyId}`);
      return { items, total: items.length };
    },
  );

  app.post(
    '/comparison/product-feed',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Add a feed: it starts idling with an empty structure, last in the order; a non-icecat source is always xml',
        body: feedBody,
        response: { 201: productFeedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireComparisonUser(request);
      const input = feedInputSchema.parse(request.body);
      await requireShop(db, input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productFeeds)
          .values({
            source: input.source,
            type: input.type,
            url: input.url,
            companyId: input.company_id,
            paused: input.paused,
            position: sql`(SELECT coalesce(max(position) + 1, 0) FROM comparison_product_feeds)`,
          })
          .returning();
        await changed(tx, row!, viewer.userId);
        return row!.id;
      });
      reply.status(201);
      return answer(db, id);
    },
  );

  app.put(
    '/comparison/product-feed/positions',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Reorder the feeds: every feed once, in the new order, with the version read (a feed added, removed or saved since is 409 and nothing moves)',
        body: feedPositionsSchema,
        response: { 200: productFeedListSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { items } = request.body;
      await db.transaction(async (tx) => {
        const feeds = await tx
          .select()
          .from(productFeeds)
          .orderBy(asc(productFeeds.id))
          .for('update');
        const sent = new Map(items.map((item) => [item.id, item.version]));
        if (
          sent.size !== items.length ||
          feeds.length !== items.length ||
          feeds.some((feed) => sent.get(feed.id) !== feed.version)
        )
          throw outdated();
        for (const [index, item] of items.entries()) {
          const feed = feeds.find((f) => f.id === item.id)!;
          if (feed.position === index) continue;
          const [moved] = await tx
            .update(productFeeds)
            .set({ position: index, version: feed.version + 1, updatedAt: new Date() })
            .where(eq(productFeeds.id, feed.id))
            .returning();
          await changed(tx, moved!, viewer.userId);
        }
      });
      const list = await readFeeds(db);
      return { items: list, total: list.length };
    },
  );

  app.get(
    '/comparison/product-feed/:id',
    {
      schema: {
        tags: ['feeds'],
        summary: 'One feed with its structure, state, progress, problems counted and last run',
        params: idParams,
        response: { 200: productFeedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/product-feed/:id',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Save a feed over the version read; a new address, source or type asks for the structure again on the next run',
        params: idParams,
        body: feedBody,
        response: { 200: productFeedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const input = feedInputSchema.parse(request.body);
      await requireShop(db, input);
      await db.transaction(async (tx) => {
        const feed = await lockFeed(tx, request.params.id);
        if (feed.version !== version) throw outdated();
        const sameFile =
          feed.url === input.url && feed.type === input.type && feed.source === input.source;
        const [saved] = await tx
          .update(productFeeds)
          .set({
            source: input.source,
            type: input.type,
            url: input.url,
            companyId: input.company_id,
            paused: input.paused,
            structureConfirmed: sameFile && feed.structureConfirmed,
            version: version + 1,
            updatedAt: new Date(),
          })
          .where(eq(productFeeds.id, feed.id))
          .returning();
        await changed(tx, saved!, viewer.userId);
      });
      return answer(db, request.params.id);
    },
  );

  app.delete(
    '/comparison/product-feed/:id',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Delete a feed (a run under way stops); its current offers are retired',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      await db.transaction(async (tx) => {
        const feed = await lockFeed(tx, request.params.id);
        await tx.execute(sql`
          UPDATE comparison_offers SET retired_at = now(), updated_at = now()
          WHERE feed_id = ${feed.id} AND retired_at IS NULL`);
        await tx.delete(productFeeds).where(eq(productFeeds.id, feed.id));
        await feedDeleted(tx, feed, viewer.userId);
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );

  app.post(
    '/comparison/product-feed/:id/queue',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Queue a run (priority 1 until the runner takes it up): MESSAGE.PRODUCT_FEED_QUEUED. A run waiting for an editor is dropped for the new one; one queued or running is 400 MESSAGE.PRODUCT_FEED_BUSY',
        params: idParams,
        response: { 200: productFeedQueuedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      await db.transaction(async (tx) => {
        const feed = await lockFeed(tx, request.params.id);
        const [active] = await tx
          .select()
          .from(feedJobs)
          .where(and(eq(feedJobs.feedId, feed.id), inArray(feedJobs.state, [...ACTIVE_JOB])))
          .for('update');
        if (active && active.state !== 'waiting') throw badRequest(MESSAGE.PRODUCT_FEED_BUSY);
        if (active)
          await tx
            .update(feedJobs)
            .set({ state: 'cancelled', finishedAt: new Date(), updatedAt: new Date() })
            .where(eq(feedJobs.id, active.id));
        await tx.insert(feedJobs).values({ feedId: feed.id, priority: 1, queuedBy: viewer.userId });
        const [queued] = await tx
          .update(productFeeds)
          .set({
            priority: 1,
            state: 'idling',
            errorMessage: null,
            progressDone: 0,
            progressTotal: null,
            updatedAt: new Date(),
          })
          .where(eq(productFeeds.id, feed.id))
          .returning();
        await changed(tx, queued!, viewer.userId);
      });
      return { message: MESSAGE.PRODUCT_FEED_QUEUED, feed: await answer(db, request.params.id) };
    },
  );

  app.get(
    '/comparison/product-feed/:id/state',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'The state, queue position and progress of a feed (what the detail screen follows)',
        params: idParams,
        response: { 200: productFeedStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/product-feed/:id/structure',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Confirm the structure (state confirming_structure, else 400 MESSAGE.INVALID_STATUS): per feed key its property or null; ean, price and url are required (structure.<property>), a property once (FEED_PROPERTY_MAPPED_TWICE). The run goes on processing',
        params: idParams,
        body: structureConfirmationSchema,
        response: { 200: productFeedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { version, structure } = request.body;
      await db.transaction(async (tx) => {
        const feed = await lockFeed(tx, request.params.id);
        if (feed.version !== version) throw outdated();
        const job = await waitingJob(tx, feed.id);
        if (feed.state !== 'confirming_structure' || !job) throw badRequest(MESSAGE.INVALID_STATUS);
        const errors = structureErrors(
          structure,
          feed.structure.map((entry) => entry.feed_key),
        );
        if (Object.keys(errors).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, errors);
        const chosen = new Map(structure.map((entry) => [entry.feed_key, entry.property]));
        await tx
          .update(feedJobs)
          .set({ state: 'queued', step: 'process', priority: 2, updatedAt: new Date() })
          .where(eq(feedJobs.id, job.id));
        const [confirmed] = await tx
          .update(productFeeds)
          .set({
            structure: feed.structure.map((entry) => ({
              ...entry,
              property: chosen.get(entry.feed_key) ?? null,
            })),
            structureConfirmed: true,
            state: 'processing',
            progressDone: 0,
            progressTotal: job.itemsTotal,
            version: version + 1,
            updatedAt: new Date(),
          })
          .where(eq(productFeeds.id, feed.id))
          .returning();
        await changed(tx, confirmed!, viewer.userId);
      });
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/product-feed/:id/mapping',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Confirm the mapping after processing (state confirming_mapping, else 400 MESSAGE.INVALID_STATUS): the run ends and the feed is idling',
        params: idParams,
        body: versionBody,
        response: { 200: productFeedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      await db.transaction(async (tx) => {
        const feed = await lockFeed(tx, request.params.id);
        if (feed.version !== request.body.version) throw outdated();
        const job = await waitingJob(tx, feed.id);
        if (feed.state !== 'confirming_mapping' || !job) throw badRequest(MESSAGE.INVALID_STATUS);
        await tx
          .update(feedJobs)
          .set({ state: 'finished', step: 'done', finishedAt: new Date(), updatedAt: new Date() })
          .where(eq(feedJobs.id, job.id));
        const [idle] = await tx
          .update(productFeeds)
          .set({
            state: 'idling',
            priority: 0,
            version: feed.version + 1,
            updatedAt: new Date(),
          })
          .where(eq(productFeeds.id, feed.id))
          .returning();
        await changed(tx, idle!, viewer.userId);
      });
      return answer(db, request.params.id);
    },
  );

  app.get(
    '/comparison/product-feed/:id/problems',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Product problems of the newest run that processed items (or jobId): per kind how many, with the first examples (5, or examples up to 100)',
        params: idParams,
        querystring: z.object({
          jobId: z.coerce.number().int().positive().optional(),
          examples: z.coerce.number().int().min(0).max(100).optional(),
        }),
        response: { 200: productFeedProblemsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      await answer(db, id);
      const [job] = await db
        .select()
        .from(feedJobs)
        .where(
          and(
            eq(feedJobs.feedId, id),
            request.query.jobId !== undefined
              ? eq(feedJobs.id, request.query.jobId)
              : sql`(${feedJobs.itemsProcessed} > 0 OR ${feedJobs.step} = 'done')`,
          ),
        )
        .orderBy(desc(feedJobs.id))
        .limit(1);
      if (!job) {
        if (request.query.jobId !== undefined) throw notFound();
        return {
          job_id: null,
          kinds: FEED_PRODUCT_ERRORS.map((kind) => ({ kind, count: 0, examples: [] })),
        };
      }
      const perKind = request.query.examples ?? PROBLEM_EXAMPLES;
      const examples = rowsOf<{
        kind: string;
        item_number: number;
        customer_id: string | null;
        name: string | null;
        ean: string | null;
        value: string | null;
      }>(
        await db.execute(sql`
          SELECT kind, item_number, customer_id, name, ean, value FROM (
            SELECT p.*, row_number() OVER (PARTITION BY p.kind ORDER BY p.item_number) AS n
            FROM comparison_feed_problems p WHERE p.job_id = ${job.id}) ranked
          WHERE n <= ${perKind} ORDER BY kind, item_number`),
      );
      return {
        job_id: job.id,
        kinds: FEED_PRODUCT_ERRORS.map((kind) => ({
          kind,
          count: job.problemCounts[kind] ?? 0,
          examples: examples
            .filter((row) => row.kind === kind)
            .map(({ kind: _kind, ...example }) => example),
        })),
      };
    },
  );

  app.get(
    '/comparison/product-feed/:id/runs',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'The feed’s runs, newest first, with durations per step and counts; 50 a page, total also in X-Pagination-Total',
        params: idParams,
        querystring: z.object({
          currentPage: z.string().optional(),
          itemsPerPage: z.string().optional(),
        }),
        response: { 200: productFeedRunListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { id } = request.params;
      await answer(db, id);
      const { limit, offset } = listPaging(request.query, PAGE_SIZES.default);
      const jobs = await db
        .select()
        .from(feedJobs)
        .where(eq(feedJobs.feedId, id))
        .orderBy(desc(feedJobs.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedJobs)
        .where(eq(feedJobs.feedId, id));
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items: jobs.map(runJson), total };
    },
  );
};
