import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireVersion } from '../shared/version';
import { requireComparisonUser } from './comparison-access';
import { comparisonCoreProducts } from './core-product.table';
import { comparisonFeatures } from '../features';
import { readProduct } from './product-read';
import { productSaveSchema } from './product.schema';
import { switchCheckSchema } from './product-switch.schema';
import { comparisonProducts } from './product.table';
import { lockProductAt } from './product-write';
import { comparisonSpecs } from './spec.table';

const checkParams = z.object({
  id: z.coerce.number().int().positive(),
  coreProductId: z.coerce.number().int().positive(),
});
const switchBody = z.object({
  core_product_id: z.number().int().positive(),
  version: z.unknown(),
});

/** The product's specs beside the features of the same name (case ignored) in another core product. */
async function switchCheck(db: Executor, productId: number, coreProductId: number) {
  const [core] = await db
    .select({ id: comparisonCoreProducts.id, name: comparisonCoreProducts.name })
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.id, coreProductId));
  if (!core)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { core_product_id: MESSAGE.SELECT_OPTION });
  const target = sql`(SELECT t.id FROM comparison_features t WHERE t.core_product_id = ${coreProductId} AND lower(t.name) = lower(comparison_features.name))`;
  const rows = await db
    .select({
      feature_id: comparisonFeatures.id,
      name: comparisonFeatures.name,
      value: comparisonSpecs.value,
      target_feature_id: sql<number | null>`${target}`,
    })
    .from(comparisonSpecs)
    .innerJoin(comparisonFeatures, eq(comparisonFeatures.id, comparisonSpecs.featureId))
    .where(eq(comparisonSpecs.productId, productId))
    .orderBy(comparisonFeatures.categoryPriority, comparisonFeatures.position);
  const specs = rows
    .map((row) => ({ ...row, target_name: row.target_feature_id === null ? null : row.name }))
    .sort((a, b) => Number(a.target_feature_id === null) - Number(b.target_feature_id === null));
  return { core_product_id: core.id, core_product_name: core.name, specs };
}

/** Moving a product to another core product: the check first, then the switch. */
export const productSwitchRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/product/:id/switch/:coreProductId',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Switch check: the product’s specs with the feature of the same name in the other core product (mappable first); the rest would be dropped',
        params: checkParams,
        response: { 200: switchCheckSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id, coreProductId } = request.params;
      const [product] = await db
        .select({ id: comparisonProducts.id })
        .from(comparisonProducts)
        .where(eq(comparisonProducts.id, id));
      if (!product) throw notFound();
      return switchCheck(db, id, coreProductId);
    },
  );

  app.post(
    '/comparison/product/:id/switch',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Apply the switch over the version read: the product moves to the core product, mappable specs move to their features there, the rest are dropped',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: switchBody,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const { id } = request.params;
      const target = request.body.core_product_id;
      await db.transaction(async (tx) => {
        const product = await lockProductAt(tx, id, version);
        if (product.coreProductId === target) return;
        const check = await switchCheck(tx, id, target);
        await tx.delete(comparisonSpecs).where(eq(comparisonSpecs.productId, id));
        const moved = check.specs.filter((spec) => spec.target_feature_id !== null);
        if (moved.length > 0)
          await tx.insert(comparisonSpecs).values(
            moved.map((spec) => ({
              productId: id,
              featureId: spec.target_feature_id!,
              value: spec.value,
            })),
          );
        await tx
          .update(comparisonProducts)
          .set({ coreProductId: target, version: version + 1, updatedAt: new Date() })
          .where(eq(comparisonProducts.id, id));
      });
      const product = await readProduct(db, id);
      if (!product) throw notFound();
      return { product, message: MESSAGE.CHANGES_SAVED };
    },
  );
};
