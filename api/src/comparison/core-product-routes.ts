import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  commissionScalesInputSchema,
  resolveCommissionScales,
} from '#domain/comparison/commission-scale';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { requireComparisonUser } from './comparison-access';
import { readCoreProduct, readCoreProducts } from './core-product-read';
import { coreProductListSchema, coreProductSchema } from './core-product.schema';
import { comparisonCommissionScales, comparisonCoreProducts } from './core-product.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const scalesBody = z.object({
  scales: commissionScalesInputSchema.describe(
    'rows of min_cents, max_cents, click_price_cents; an empty field takes its placeholder',
  ),
  version: z.unknown().describe('the core product’s version as read'),
});

/** Core products with their counts, and their commission scales. */
export const coreProductRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product',
    {
      schema: {
        tags: ['comparison'],
        summary: 'Core products by name, with their counts and commission scales',
        response: { 200: coreProductListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return { items: await readCoreProducts(db) };
    },
  );

  app.get(
    '/comparison/core-product/:id',
    {
      schema: {
        tags: ['comparison'],
        summary: 'A core product with its counts and commission scales',
        params: idParams,
        response: { 200: coreProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const item = await readCoreProduct(db, request.params.id);
      if (!item) throw notFound();
      return item;
    },
  );

  app.post(
    '/comparison/core-product/:id/commission-scales',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Save the commission scales as a whole over the version read: completely empty rows are dropped, an empty min takes the row before’s max, an empty max is open-ended (last row only); inverted or overlapping ranges are refused per row (fields scales.<index>.<field>)',
        params: idParams,
        body: scalesBody,
        response: { 200: coreProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const resolved = resolveCommissionScales(request.body.scales);
      if ('errors' in resolved) throw badRequest(MESSAGE.VALIDATION_FAILED, resolved.errors);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ version: comparisonCoreProducts.version })
          .from(comparisonCoreProducts)
          .where(eq(comparisonCoreProducts.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.version !== version) throw outdated();
        await tx
          .delete(comparisonCommissionScales)
          .where(eq(comparisonCommissionScales.coreProductId, id));
        if (resolved.rows.length > 0)
          await tx.insert(comparisonCommissionScales).values(
            resolved.rows.map((scale, position) => ({
              coreProductId: id,
              position,
              minCents: scale.min_cents,
              maxCents: scale.max_cents,
              clickPriceCents: scale.click_price_cents,
            })),
          );
        await tx
          .update(comparisonCoreProducts)
          .set({ version: version + 1, updatedAt: new Date() })
          .where(eq(comparisonCoreProducts.id, id));
      });
      return (await readCoreProduct(db, id))!;
    },
  );
};
