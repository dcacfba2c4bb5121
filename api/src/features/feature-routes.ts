import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { featureInputSchema } from '#domain/features/feature-input';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { requireComparisonUser, comparisonCoreProducts } from '../comparison';
import { comparisonFeatures } from './feature.table';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { readFeature, readFeatures } from './feature-json';
import { featureListSchema, featureSchema } from './feature.schema';
import {
  insertFeature,
  lockFeature,
  requireCoreProduct,
  requireFreeFeatureName,
  writingFeatureName,
} from './feature-store';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const featureBody = z
  .record(z.string(), z.unknown())
  .describe(
    'name, unit, category, category_priority, position (empty: a new feature goes last in its category, a saved one keeps its position), group_id, enabled; a save also sends the version it read, a new feature its core_product_id',
  );
const newFeatureSchema = featureInputSchema.extend({
  core_product_id: z.number({ error: MESSAGE.SELECT_OPTION }).int().positive(),
});
const positionsBody = z.object({
  category: z
    .string()
    .nullish()
    .describe('the category whose order this is; left out: the order of all features'),
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int() }))
    .describe(
      'every feature of the category (or of the core product) in the new order, with the version read',
    ),
});

async function answer(db: Executor, id: number) {
  const feature = await readFeature(db, id);
  if (!feature) throw notFound();
  return feature;
}

const listOf = async (db: Executor, coreProductId: number) => {
  const items = await readFeatures(db, eq(comparisonFeatures.coreProductId, coreProductId));
  return { items, total: items.length };
};

/**
 * Features (docs/comparison.md): what specs are given for, per core product. Comparison
 * editors only.
 */
export const featureRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product/:id/feature',
    {
      schema: {
        tags: ['features'],
        summary:
          "A core product's features by category priority, category and position, with their spec counts",
        params: idParams,
        response: { 200: featureListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      await requireCoreProduct(db, request.params.id);
      return listOf(db, request.params.id);
    },
  );

  app.get(
    '/comparison/feature/:id',
    {
      schema: {
        tags: ['features'],
        summary: 'A feature',
        params: idParams,
        response: { 200: featureSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/feature',
    {
      schema: {
        tags: ['features'],
        summary:
          'Add a feature to a core product (core_product_id); a name the core product has already, in any case, is 400 MESSAGE.FEATURE_ALREADY_EXISTS',
        body: featureBody,
        response: { 201: featureSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { core_product_id: coreProductId, ...input } = newFeatureSchema.parse(request.body);
      const id = await writingFeatureName(db, coreProductId, input.name, null, () =>
        db.transaction(async (tx) => {
          const [core] = await tx
            .select({ id: comparisonCoreProducts.id })
            .from(comparisonCoreProducts)
            .where(eq(comparisonCoreProducts.id, coreProductId));
          if (!core)
            throw badRequest(MESSAGE.VALIDATION_FAILED, { core_product_id: MESSAGE.SELECT_OPTION });
          return insertFeature(tx, coreProductId, input);
        }),
      );
      return reply.status(201).send(await answer(db, id));
    },
  );

  app.post(
    '/comparison/feature/:id',
    {
      schema: {
        tags: ['features'],
        summary:
          'Save a feature over the version read (409 when outdated); a name another feature of its core product has is 400 MESSAGE.FEATURE_ALREADY_EXISTS',
        params: idParams,
        body: featureBody,
        response: { 200: featureSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = featureInputSchema.parse(request.body);
      const [existing] = await db
        .select({ coreProductId: comparisonFeatures.coreProductId })
        .from(comparisonFeatures)
        .where(eq(comparisonFeatures.id, id));
      if (!existing) throw notFound();
      await writingFeatureName(db, existing.coreProductId, input.name, id, () =>
        db.transaction(async (tx) => {
          const current = await lockFeature(tx, id);
          if (current.version !== version) throw outdated();
          await requireFreeFeatureName(tx, current.coreProductId, input.name, id);
          await tx
            .update(comparisonFeatures)
            .set({
              name: input.name,
              unit: input.unit,
              category: input.category,
              categoryPriority: input.category_priority,
              position: input.position ?? current.position,
              groupId: input.group_id,
              enabled: input.enabled,
              version: sql`${comparisonFeatures.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonFeatures.id, id));
        }),
      );
      return answer(db, id);
    },
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    app.post(
      `/comparison/feature/:id/${action}`,
      {
        schema: {
          tags: ['features'],
          summary: enabled
            ? 'Enable a feature: the sites show its specs again (nothing changes when it is enabled)'
            : 'Disable a feature: the sites no longer show its specs, which are kept (nothing changes when it is disabled)',
          params: idParams,
          response: { 200: featureSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const { id } = request.params;
        await db.transaction(async (tx) => {
          const current = await lockFeature(tx, id);
          if (current.enabled === enabled) return;
          await tx
            .update(comparisonFeatures)
            .set({
              enabled,
              version: sql`${comparisonFeatures.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonFeatures.id, id));
        });
        return answer(db, id);
      },
    );

  app.post(
    '/comparison/core-product/:id/feature/positions',
    {
      schema: {
        tags: ['features'],
        summary:
          'The new order of one category (category) or of all features of a core product: every feature of it, each with the version read. A feature added, removed, moved to another category or saved since the read is 409 MESSAGE.DATA_OUTDATED and nothing moves',
        params: idParams,
        body: positionsBody,
        response: { 200: featureListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const coreProductId = request.params.id;
      const { items } = request.body;
      const category = request.body.category ?? null;
      const ids = items.map((item) => item.id);
      if (new Set(ids).size !== ids.length)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { items: MESSAGE.INVALID_VALUE });
      await requireCoreProduct(db, coreProductId);
      await db.transaction(async (tx) => {
        const current = await tx
          .select({
            id: comparisonFeatures.id,
            position: comparisonFeatures.position,
            version: comparisonFeatures.version,
          })
          .from(comparisonFeatures)
          .where(
            and(
              eq(comparisonFeatures.coreProductId, coreProductId),
              category === null ? undefined : eq(comparisonFeatures.category, category),
            ),
          )
          .orderBy(comparisonFeatures.id)
          .for('update');
        const byId = new Map(current.map((row) => [row.id, row]));
        const same =
          current.length === items.length &&
          items.every((item) => byId.get(item.id)?.version === item.version);
        if (!same) throw outdated();
        for (const [position, item] of items.entries()) {
          if (byId.get(item.id)!.position === position) continue;
          await tx
            .update(comparisonFeatures)
            .set({
              position,
              version: sql`${comparisonFeatures.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonFeatures.id, item.id));
        }
      });
      return listOf(db, coreProductId);
    },
  );

  app.delete(
    '/comparison/feature/:id',
    {
      schema: {
        tags: ['features'],
        summary:
          "Delete a feature (after confirmation): the products' specs for it go with it, synonyms naming it become suggestions again, mapped names keep their history without it",
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockFeature(tx, id);
        await tx.delete(comparisonFeatures).where(eq(comparisonFeatures.id, id));
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
