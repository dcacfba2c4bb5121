import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  filterCoreProductSchema,
  filterInputSchema,
  filterPredictionInputSchema,
  type FilterStep,
} from '#domain/filters/filter-input';
import { predictFilter } from '#domain/filters/filter-prediction';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { requireComparisonUser, comparisonCoreProducts, comparisonProducts } from '../comparison';
import { comparisonFeatures } from '../features';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { isUniqueViolation } from '../shared/unique-violation';
import { outdated, requireVersion } from '../shared/version';
import { filtersOf, readFilter, valueCounts, valueStatsJson } from './filter-json';
import {
  comparisonFilterFeatureListSchema,
  comparisonFilterListSchema,
  comparisonFilterPredictionSchema,
  comparisonFilterSchema,
} from './filter.schema';
import { comparisonFilterSteps, comparisonFilters } from './filter.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const filterBody = z
  .record(z.string(), z.unknown())
  .describe(
    'feature_id, label (empty: the feature’s name), step_type (range, min_max), min and max (min_max only), sorting, steps [{ label, value } or { label, from, to }]; a save also sends the version it read',
  );
const positionsBody = z.object({
  filters: z
    .array(z.object({ id: z.number().int(), version: z.number().int() }))
    .max(500)
    .describe('every filter of the core product once, in panel order, with the version read'),
  list: z
    .array(z.number().int())
    .max(500)
    .describe('the filters shown in the product list, in their order; the others get none'),
});

async function requireCoreProduct(db: Executor, id: number, lock = false) {
  const query = db
    .select({ id: comparisonCoreProducts.id })
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
}

/** The feature, when it belongs to the core product; else 400 on feature_id. */
async function requireFeature(db: Executor, coreProductId: number, featureId: number) {
  const [feature] = await db
    .select({ name: comparisonFeatures.name })
    .from(comparisonFeatures)
    .where(
      and(
        eq(comparisonFeatures.id, featureId),
        eq(comparisonFeatures.coreProductId, coreProductId),
      ),
    );
  if (!feature) throw badRequest(MESSAGE.VALIDATION_FAILED, { feature_id: MESSAGE.SELECT_OPTION });
  return feature;
}

/** One filter per feature: 400 FILTER_ALREADY_EXISTS naming the filter the feature has. */
async function requireFreeFeature(db: Executor, featureId: number, ownId: number | null) {
  const [other] = await db
    .select({ id: comparisonFilters.id })
    .from(comparisonFilters)
    .where(
      and(
        eq(comparisonFilters.featureId, featureId),
        ownId === null ? undefined : ne(comparisonFilters.id, ownId),
      ),
    );
  if (other)
    throw new ApiError(
      400,
      MESSAGE.FILTER_ALREADY_EXISTS,
      { feature_id: MESSAGE.FILTER_ALREADY_EXISTS },
      other.id,
    );
}

/** A feature taken by another editor between the check and the write answers as the check. */
async function writingFeature<T>(
  db: Executor,
  featureId: number,
  ownId: number | null,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await requireFreeFeature(db, featureId, ownId);
    throw error;
  }
}

async function writeSteps(tx: Executor, filterId: number, steps: readonly FilterStep[]) {
  await tx.delete(comparisonFilterSteps).where(eq(comparisonFilterSteps.filterId, filterId));
  if (steps.length === 0) return;
  await tx.insert(comparisonFilterSteps).values(
    steps.map((step, position) => ({
      filterId,
      position,
      label: step.label,
      value: step.value,
      rangeFrom: step.value === null ? step.from : null,
      rangeTo: step.value === null ? step.to : null,
    })),
  );
}

async function answer(db: Executor, id: number) {
  const filter = await readFilter(db, id);
  if (!filter) throw notFound();
  return filter;
}

/**
 * Comparison filters (docs/comparison.md, "Filters"): the facets of a core product's
 * product list, kept by comparison editors at /filter and /comparison/filter/{id}.
 */
export const filterRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product/:id/filter',
    {
      schema: {
        tags: ['filters'],
        summary: 'The filters of a core product in panel order, each with its steps',
        params: idParams,
        response: { 200: comparisonFilterListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      await requireCoreProduct(db, request.params.id);
      const items = await filtersOf(db, request.params.id);
      return { items, total: items.length };
    },
  );

  app.get(
    '/comparison/core-product/:id/filter/new-features',
    {
      schema: {
        tags: ['filters'],
        summary:
          'The enabled features of a core product that have no filter yet (“new features”), by category and position, with what their values look like',
        params: idParams,
        response: {
          200: comparisonFilterFeatureListSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const coreProductId = request.params.id;
      await requireCoreProduct(db, coreProductId);
      const features = await db
        .select()
        .from(comparisonFeatures)
        .where(
          and(
            eq(comparisonFeatures.coreProductId, coreProductId),
            eq(comparisonFeatures.enabled, true),
            sql`NOT EXISTS (SELECT 1 FROM comparison_filters f WHERE f.feature_id = ${comparisonFeatures.id})`,
          ),
        )
        .orderBy(
          asc(comparisonFeatures.categoryPriority),
          asc(comparisonFeatures.position),
          asc(comparisonFeatures.name),
        );
      const counts = await valueCounts(
        db,
        coreProductId,
        features.map((feature) => feature.id),
      );
      return {
        items: features.map((feature) => ({
          id: feature.id,
          name: feature.name,
          unit: feature.unit,
          category: feature.category,
          ...valueStatsJson(counts.get(feature.id) ?? []),
        })),
      };
    },
  );

  app.post(
    '/comparison/core-product/:id/filter/positions',
    {
      schema: {
        tags: ['filters'],
        summary:
          'Puts the core product’s filters in this panel order and product-list order (after dragging); 409 MESSAGE.DATA_OUTDATED when the list read is stale (a filter added, deleted, moved or saved since)',
        params: idParams,
        body: positionsBody,
        response: { 200: comparisonFilterListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const coreProductId = request.params.id;
      const { filters, list } = request.body;
      if (
        new Set(list).size !== list.length ||
        list.some((id) => !filters.some((f) => f.id === id))
      )
        throw badRequest(MESSAGE.VALIDATION_FAILED, { list: MESSAGE.INVALID_VALUE });
      await db.transaction(async (tx) => {
        await requireCoreProduct(tx, coreProductId, true);
        const current = await tx
          .select()
          .from(comparisonFilters)
          .where(eq(comparisonFilters.coreProductId, coreProductId))
          .orderBy(asc(comparisonFilters.id))
          .for('update');
        const read = new Map(filters.map((filter) => [filter.id, filter.version]));
        if (
          read.size !== filters.length ||
          current.length !== filters.length ||
          current.some((row) => read.get(row.id) !== row.version)
        )
          throw outdated();
        for (const row of current) {
          const position = filters.findIndex((filter) => filter.id === row.id);
          const at = list.indexOf(row.id);
          const listPosition = at < 0 ? null : at;
          if (row.position === position && row.listPosition === listPosition) continue;
          await tx
            .update(comparisonFilters)
            .set({
              position,
              listPosition,
              version: sql`${comparisonFilters.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonFilters.id, row.id));
        }
      });
      const items = await filtersOf(db, coreProductId);
      return { items, total: items.length };
    },
  );

  app.post(
    '/comparison/filter/prediction',
    {
      schema: {
        tags: ['filters'],
        summary:
          'For a filter as typed (not saved): how many products of the core product fall in each step, how many have no value and how many a value the filter does not offer',
        body: z
          .record(z.string(), z.unknown())
          .describe('core_product_id, feature_id, step_type, min, max, steps as a save sends them'),
        response: {
          200: comparisonFilterPredictionSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const input = filterPredictionInputSchema.parse(request.body);
      await requireCoreProduct(db, input.core_product_id);
      await requireFeature(db, input.core_product_id, input.feature_id);
      const values =
        (await valueCounts(db, input.core_product_id, [input.feature_id])).get(input.feature_id) ??
        [];
      const [products] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonProducts)
        .where(eq(comparisonProducts.coreProductId, input.core_product_id));
      const total = Number(products?.n ?? 0);
      const stats = valueStatsJson(values);
      const prediction = predictFilter(values, input);
      return {
        total,
        no_value: total - stats.product_count,
        unmatched: prediction.unmatched,
        steps: prediction.steps,
        ...stats,
      };
    },
  );

  app.get(
    '/comparison/filter/:id',
    {
      schema: {
        tags: ['filters'],
        summary: 'A filter with its steps',
        params: idParams,
        response: { 200: comparisonFilterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/filter',
    {
      schema: {
        tags: ['filters'],
        summary:
          'A new filter of a core product (core_product_id) on one of its features, last in the panel and not in the product list; a feature that has a filter is 400 MESSAGE.FILTER_ALREADY_EXISTS with existing_id',
        body: filterBody,
        response: { 201: comparisonFilterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { core_product_id: coreProductId } = filterCoreProductSchema.parse(request.body);
      const input = filterInputSchema.parse(request.body);
      const id = await writingFeature(db, input.feature_id, null, () =>
        db.transaction(async (tx) => {
          // The core product's row is locked so that two new filters get two positions.
          await requireCoreProduct(tx, coreProductId, true);
          const feature = await requireFeature(tx, coreProductId, input.feature_id);
          await requireFreeFeature(tx, input.feature_id, null);
          const [row] = await tx
            .insert(comparisonFilters)
            .values({
              coreProductId,
              featureId: input.feature_id,
              label: input.label || feature.name,
              position: sql`(SELECT coalesce(max(f.position) + 1, 0) FROM comparison_filters f WHERE f.core_product_id = ${coreProductId})`,
              stepType: input.step_type,
              min: input.min,
              max: input.max,
              sorting: input.sorting,
            })
            .returning({ id: comparisonFilters.id });
          await writeSteps(tx, row!.id, input.steps);
          return row!.id;
        }),
      );
      return reply.status(201).send(await answer(db, id));
    },
  );

  app.post(
    '/comparison/filter/:id',
    {
      schema: {
        tags: ['filters'],
        summary:
          'Saves a filter and its steps over the version read (409 when outdated); min and max are cleared unless the step type is min_max',
        params: idParams,
        body: filterBody,
        response: { 200: comparisonFilterSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = filterInputSchema.parse(request.body);
      await writingFeature(db, input.feature_id, id, () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(comparisonFilters)
            .where(eq(comparisonFilters.id, id))
            .for('update');
          if (!current) throw notFound();
          if (current.version !== version) throw outdated();
          const feature = await requireFeature(tx, current.coreProductId, input.feature_id);
          await requireFreeFeature(tx, input.feature_id, id);
          await tx
            .update(comparisonFilters)
            .set({
              featureId: input.feature_id,
              label: input.label || feature.name,
              stepType: input.step_type,
              min: input.min,
              max: input.max,
              sorting: input.sorting,
              version: sql`${comparisonFilters.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonFilters.id, id));
          await writeSteps(tx, id, input.steps);
        }),
      );
      return answer(db, id);
    },
  );

  app.delete(
    '/comparison/filter/:id',
    {
      schema: {
        tags: ['filters'],
        summary:
          'Deletes a filter (after confirmation); the filters after it close up in the panel and in the product list',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(comparisonFilters)
          .where(eq(comparisonFilters.id, request.params.id))
          .returning();
        if (!row) throw notFound();
        await tx
          .update(comparisonFilters)
          .set({ position: sql`${comparisonFilters.position} - 1` })
          .where(
            and(
              eq(comparisonFilters.coreProductId, row.coreProductId),
              sql`${comparisonFilters.position} > ${row.position}`,
            ),
          );
        if (row.listPosition !== null)
          await tx
            .update(comparisonFilters)
            .set({ listPosition: sql`${comparisonFilters.listPosition} - 1` })
            .where(
              and(
                eq(comparisonFilters.coreProductId, row.coreProductId),
                sql`${comparisonFilters.listPosition} > ${row.listPosition}`,
              ),
            );
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
