import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { gtinValue } from '#domain/comparison/gtin';
import { parseEanList } from '#domain/comparison/ean-list';
import { specsInputSchema } from '#domain/comparison/product-input';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireVersion } from '../shared/version';
import { requireComparisonUser } from './comparison-access';
import { readProduct } from './product-read';
import { productSaveSchema } from './product.schema';
import { comparisonProductEans } from './product.table';
import {
  bumpProduct,
  lockProduct,
  lockProductAt,
  requireFeaturesOf,
  requireFreeEans,
} from './product-write';
import { comparisonSpecs } from './spec.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const eanParams = idParams.extend({ ean: z.string() });
const specsBody = z.object({
  specs: z
    .array(z.unknown())
    .describe('{ feature_id, value } per feature; an empty value removes the spec'),
  version: z.unknown(),
});
const eansBody = z.object({
  eans: z.string().describe('additional EANs, comma-separated'),
});

async function answer(db: Executor, id: number, message: string) {
  const product = await readProduct(db, id);
  if (!product) throw notFound();
  return { product, message };
}

/** The spec editor's saves: specs, and the additional EANs (added and removed one command at a time). */
export const productSpecRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/comparison/product/:id/specs',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Save the product’s specs as a whole over the version read: a value per feature of its core product; empty values are dropped (that spec is removed); the editor becomes the source',
        params: idParams,
        body: specsBody,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const specs = specsInputSchema.parse(request.body.specs);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const product = await lockProductAt(tx, id, version);
        await requireFeaturesOf(
          tx,
          product.coreProductId,
          specs.map((spec) => spec.feature_id),
        );
        await tx.delete(comparisonSpecs).where(eq(comparisonSpecs.productId, id));
        const unique = [...new Map(specs.map((spec) => [spec.feature_id, spec])).values()];
        if (unique.length > 0)
          await tx.insert(comparisonSpecs).values(
            unique.map((spec) => ({
              productId: id,
              featureId: spec.feature_id,
              value: spec.value,
              source: 'editor' as const,
            })),
          );
        await bumpProduct(tx, product);
      });
      return answer(db, id, MESSAGE.CHANGES_SAVED);
    },
  );

  app.post(
    '/comparison/product/:id/ean',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Add additional EANs typed comma-separated (each trimmed, compared by numeric value; ones the product has are kept as they are); one another product has is 400 MESSAGE.EAN_ALREADY_EXISTS, an invalid one MESSAGE.ENTER_VALID_EAN, both on field eans; answers MESSAGE.EAN_ADDED',
        params: idParams,
        body: eansBody,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { values, invalid } = parseEanList(request.body.eans);
      if (invalid.length > 0)
        throw badRequest(MESSAGE.ENTER_VALID_EAN, { eans: MESSAGE.ENTER_VALID_EAN });
      if (values.length === 0)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { eans: MESSAGE.FIELD_REQUIRED });
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const product = await lockProduct(tx, id);
        await requireFreeEans(tx, id, values, 'eans');
        const own = await tx
          .select({ ean: comparisonProductEans.ean })
          .from(comparisonProductEans)
          .where(
            and(
              eq(comparisonProductEans.productId, id),
              inArray(comparisonProductEans.ean, values),
            ),
          );
        const fresh = values.filter((ean) => !own.some((row) => row.ean === ean));
        if (fresh.length > 0)
          await tx
            .insert(comparisonProductEans)
            .values(fresh.map((ean) => ({ ean, productId: id })));
        await bumpProduct(tx, product);
      });
      return answer(db, id, MESSAGE.EAN_ADDED);
    },
  );

  app.delete(
    '/comparison/product/:id/ean/:ean',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Remove an additional EAN (by numeric value; the main EAN is changed by saving the product, not removed); answers MESSAGE.EAN_DELETED',
        params: eanParams,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const ean = gtinValue(request.params.ean);
      if (ean === null) throw notFound();
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const product = await lockProduct(tx, id);
        const [row] = await tx
          .select()
          .from(comparisonProductEans)
          .where(and(eq(comparisonProductEans.productId, id), eq(comparisonProductEans.ean, ean)));
        if (!row) throw notFound();
        if (row.isMain)
          throw badRequest(MESSAGE.VALIDATION_FAILED, { ean: MESSAGE.FIELD_REQUIRED });
        await tx.delete(comparisonProductEans).where(eq(comparisonProductEans.ean, ean));
        await bumpProduct(tx, product);
      });
      return answer(db, id, MESSAGE.EAN_DELETED);
    },
  );
};
