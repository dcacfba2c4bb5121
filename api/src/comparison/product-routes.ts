import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  newProductInputSchema,
  productInputSchema,
  type ProductInput,
} from '#domain/comparison/product-input';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { listPaging } from '../shared/paging';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { requireVersion } from '../shared/version';
import { requireComparisonUser } from './comparison-access';
import { comparisonCoreProducts } from './core-product.table';
import { readProduct, readProductSummaries } from './product-read';
import { productSearchCondition } from './product-search';
import { productListSchema, productSaveSchema, productSchema } from './product.schema';
import { comparisonProducts, type ComparisonProductRow } from './product.table';
import { lockProduct, lockProductAt, requireBrand, setMainEan } from './product-write';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  search: z.string().optional().describe('part of the name, or a whole EAN'),
  approved: z.enum(['true', 'false']).optional(),
  brandId: z.coerce.number().int().positive().optional(),
  images: z.enum(['with', 'without']).optional().describe('only products with, or without, images'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const productBody = z
  .record(z.string(), z.unknown())
  .describe(
    'name, brand_id, ean, scrape_uri, pros and cons (lines); a new product also core_product_id, a save the version read',
  );
const versionBody = z.object({ version: z.unknown() });

/**
 * A save with a product page to read answers that the page is read in the background
 * (MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND); the product waits queued.
 */
function crawlAfterSave(input: ProductInput, before: ComparisonProductRow | null) {
  const crawl = input.scrape_uri !== null && input.scrape_uri !== (before?.scrapeUri ?? null);
  return {
    crawlState: crawl ? ('queued' as const) : (before?.crawlState ?? ('idle' as const)),
    message: crawl ? MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND : MESSAGE.CHANGES_SAVED,
  };
}

async function answer(db: Executor, id: number, message: string) {
  const product = await readProduct(db, id);
  if (!product) throw notFound();
  return { product, message };
}

async function requireCoreProduct(tx: Executor, id: number) {
  const [core] = await tx
    .select({ id: comparisonCoreProducts.id })
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.id, id));
  if (!core)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { core_product_id: MESSAGE.SELECT_OPTION });
}

async function insertProduct(
  tx: Executor,
  coreProductId: number,
  input: ProductInput,
  clonedFrom: number | null,
) {
  await requireBrand(tx, input.brand_id);
  const crawl = crawlAfterSave(input, null);
  const [row] = await tx
    .insert(comparisonProducts)
    .values({
      coreProductId,
      brandId: input.brand_id,
      name: input.name,
      pros: input.pros,
      cons: input.cons,
      scrapeUri: input.scrape_uri,
      crawlState: crawl.crawlState,
      clonedFromId: clonedFrom,
    })
    .returning({ id: comparisonProducts.id });
  await setMainEan(tx, row!.id, input.ean);
  return { id: row!.id, message: crawl.message };
}

/** Comparison products (docs/comparison.md): lists, new, save, clone, approve, delete. */
export const productRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product/:id/product',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'The products of a core product by name, 50 a page; search by part of the name or a whole EAN; total also in X-Pagination-Total',
        params: idParams,
        querystring: listQuery,
        response: { 200: productListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { query } = request;
      const where = and(
        eq(comparisonProducts.coreProductId, request.params.id),
        productSearchCondition(query.search),
        query.approved === undefined
          ? undefined
          : query.approved === 'true'
            ? isNotNull(comparisonProducts.approvedAt)
            : isNull(comparisonProducts.approvedAt),
        query.brandId === undefined ? undefined : eq(comparisonProducts.brandId, query.brandId),
        query.images === undefined
          ? undefined
          : sql`${query.images === 'with' ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM comparison_product_images i WHERE i.product_id = ${comparisonProducts.id})`,
      );
      const { limit, offset } = listPaging(query, PAGE_SIZES.comparisonProducts);
      const items = await readProductSummaries(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonProducts)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.get(
    '/comparison/product/:id',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'A product with its EANs, its specs for every feature of its core product, images and offers',
        params: idParams,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const product = await readProduct(db, request.params.id);
      if (!product) throw notFound();
      return product;
    },
  );

  app.post(
    '/comparison/product',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Add a product under a core product (no specs, no additional EANs yet); an EAN another product has is 400 MESSAGE.EAN_ALREADY_EXISTS with existing_id; a product page to read answers MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND',
        body: productBody,
        response: { 201: productSaveSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const input = newProductInputSchema.parse(request.body);
      const created = await db.transaction(async (tx) => {
        await requireCoreProduct(tx, input.core_product_id);
        return insertProduct(tx, input.core_product_id, input, null);
      });
      reply.status(201);
      return answer(db, created.id, created.message);
    },
  );

  app.post(
    '/comparison/product/:id',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Save a product over the version read; a new product page to read answers MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND, else MESSAGE.CHANGES_SAVED',
        params: idParams,
        body: productBody,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const input = productInputSchema.parse(request.body);
      const { id } = request.params;
      const message = await db.transaction(async (tx) => {
        const before = await lockProductAt(tx, id, version);
        await requireBrand(tx, input.brand_id);
        await setMainEan(tx, id, input.ean);
        const crawl = crawlAfterSave(input, before);
        await tx
          .update(comparisonProducts)
          .set({
            name: input.name,
            brandId: input.brand_id,
            pros: input.pros,
            cons: input.cons,
            scrapeUri: input.scrape_uri,
            crawlState: crawl.crawlState,
            version: version + 1,
            updatedAt: new Date(),
          })
          .where(eq(comparisonProducts.id, id));
        return crawl.message;
      });
      return answer(db, id, message);
    },
  );

  app.post(
    '/comparison/product/:id/clone',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'A new product from this one: the fields typed (its own name and EAN), the original’s core product, specs and images; not its additional EANs, offers or approval',
        params: idParams,
        body: productBody,
        response: { 201: productSaveSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const input = productInputSchema.parse(request.body);
      const created = await db.transaction(async (tx) => {
        const original = await lockProduct(tx, request.params.id);
        const clone = await insertProduct(tx, original.coreProductId, input, original.id);
        await tx.execute(sql`
          INSERT INTO comparison_specs (product_id, feature_id, value, source)
          SELECT ${clone.id}, feature_id, value, source FROM comparison_specs WHERE product_id = ${original.id}`);
        await tx.execute(sql`
          INSERT INTO comparison_product_images (product_id, upload_id, position, source)
          SELECT ${clone.id}, upload_id, position, source FROM comparison_product_images WHERE product_id = ${original.id}`);
        return clone;
      });
      reply.status(201);
      return answer(db, created.id, created.message);
    },
  );

  app.post(
    '/comparison/product/:id/approve',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Approve the product for the sites over the version read; answers MESSAGE.APPROVED',
        params: idParams,
        body: versionBody,
        response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockProductAt(tx, id, version);
        await tx
          .update(comparisonProducts)
          .set({
            approvedAt: new Date(),
            approvedBy: viewer.userId,
            version: version + 1,
            updatedAt: new Date(),
          })
          .where(eq(comparisonProducts.id, id));
      });
      return answer(db, id, MESSAGE.APPROVED);
    },
  );

  app.delete(
    '/comparison/product/:id',
    {
      schema: {
        tags: ['comparison'],
        summary: 'Delete a product with its EANs, specs, image links and offers (its uploads stay)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const [gone] = await db
        .delete(comparisonProducts)
        .where(eq(comparisonProducts.id, request.params.id))
        .returning({ id: comparisonProducts.id });
      if (!gone) throw notFound();
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
