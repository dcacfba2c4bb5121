import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { metaTemplateErrors, metaTemplatesInputSchema } from '#domain/features/meta-template';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import {
  requireComparisonUser,
  comparisonBrands,
  comparisonProductEans,
  comparisonProducts,
  comparisonSpecs,
} from '../comparison';
import { comparisonFeatures } from './feature.table';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { outdated } from '../shared/version';
import { requireCoreProduct } from './feature-store';
import { productMetaSchema } from './product-meta.schema';
import { comparisonProductMeta } from './product-meta.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const metaQuery = z.object({
  productId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('the product to preview with; else the one with the most specs'),
});

async function featureNames(db: Executor, coreProductId: number): Promise<string[]> {
  const rows = await db
    .select({ name: comparisonFeatures.name })
    .from(comparisonFeatures)
    .where(eq(comparisonFeatures.coreProductId, coreProductId))
    .orderBy(
      asc(comparisonFeatures.categoryPriority),
      asc(comparisonFeatures.category),
      asc(comparisonFeatures.position),
    );
  return rows.map((row) => row.name);
}

/** The product to preview with: the one asked for (when of this core product), else the one with the most specs. */
async function sampleProduct(db: Executor, coreProductId: number, productId: number | undefined) {
  const specCount = sql<number>`(SELECT count(*) FROM ${comparisonSpecs} WHERE ${comparisonSpecs.productId} = ${comparisonProducts.id})`;
  const [product] = await db
    .select({
      id: comparisonProducts.id,
      name: comparisonProducts.name,
      brand: comparisonBrands.keyword,
    })
    .from(comparisonProducts)
    .leftJoin(comparisonBrands, eq(comparisonBrands.id, comparisonProducts.brandId))
    .where(
      and(
        eq(comparisonProducts.coreProductId, coreProductId),
        productId === undefined ? undefined : eq(comparisonProducts.id, productId),
      ),
    )
    .orderBy(desc(specCount), asc(comparisonProducts.name), asc(comparisonProducts.id))
    .limit(1);
  if (!product) return null;
  const [ean] = rowsOf<{ ean: string }>(
    await db.execute(
      sql`SELECT lpad(ean::text, 13, '0') AS ean FROM ${comparisonProductEans}
           WHERE product_id = ${product.id} ORDER BY is_main DESC, ean LIMIT 1`,
    ),
  );
  const specs = await db
    .select({
      feature: comparisonFeatures.name,
      value: comparisonSpecs.value,
      unit: comparisonFeatures.unit,
    })
    .from(comparisonSpecs)
    .innerJoin(comparisonFeatures, eq(comparisonFeatures.id, comparisonSpecs.featureId))
    .where(eq(comparisonSpecs.productId, product.id))
    .orderBy(
      asc(comparisonFeatures.categoryPriority),
      asc(comparisonFeatures.category),
      asc(comparisonFeatures.position),
    );
  return { id: product.id, name: product.name, brand: product.brand, ean: ean?.ean ?? null, specs };
}

async function answer(db: Executor, coreProductId: number, productId?: number) {
  const core = await requireCoreProduct(db, coreProductId);
  const [meta] = await db
    .select()
    .from(comparisonProductMeta)
    .where(eq(comparisonProductMeta.coreProductId, coreProductId));
  return {
    core_product_id: core.id,
    core_product_name: core.name,
    title_template: meta?.titleTemplate ?? '',
    description_template: meta?.descriptionTemplate ?? '',
    version: meta?.version ?? 0,
    feature_names: await featureNames(db, coreProductId),
    sample_product: await sampleProduct(db, coreProductId, productId),
  };
}

/** Product metadata (/meta): per core product the meta title and description templates. */
export const metaRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product/:id/meta',
    {
      schema: {
        tags: ['features'],
        summary:
          "A core product's meta title and description templates, the feature names they may use and a real product to preview them with",
        params: idParams,
        querystring: metaQuery,
        response: { 200: productMetaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id, request.query.productId);
    },
  );

  app.post(
    '/comparison/core-product/:id/meta',
    {
      schema: {
        tags: ['features'],
        summary:
          'Save the templates over the version read (0 the first time; 409 when outdated). A placeholder other than {name}, {brand}, {core_product}, {ean} or {feature:<a feature of the core product>} is 400 MESSAGE.UNKNOWN_PLACEHOLDER on its field; a long description is only warned about by the screen',
        params: idParams,
        body: z
          .record(z.string(), z.unknown())
          .describe('title_template, description_template and the version read'),
        response: { 200: productMetaSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const coreProductId = request.params.id;
      const version = z.number().int().min(0).safeParse(request.body.version);
      if (!version.success)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { version: MESSAGE.FIELD_REQUIRED });
      const input = metaTemplatesInputSchema.parse(request.body);
      await requireCoreProduct(db, coreProductId);
      await db.transaction(async (tx) => {
        const fields = metaTemplateErrors(input, await featureNames(tx, coreProductId));
        if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
        if (version.data === 0) {
          const inserted = await tx
            .insert(comparisonProductMeta)
            .values({
              coreProductId,
              titleTemplate: input.title_template,
              descriptionTemplate: input.description_template,
            })
            .onConflictDoNothing()
            .returning({ id: comparisonProductMeta.coreProductId });
          if (inserted.length === 0) throw outdated();
          return;
        }
        const updated = await tx
          .update(comparisonProductMeta)
          .set({
            titleTemplate: input.title_template,
            descriptionTemplate: input.description_template,
            version: sql`${comparisonProductMeta.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(comparisonProductMeta.coreProductId, coreProductId),
              eq(comparisonProductMeta.version, version.data),
            ),
          )
          .returning({ id: comparisonProductMeta.coreProductId });
        if (updated.length === 0) throw outdated();
      });
      return answer(db, coreProductId);
    },
  );
};
