import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPARISON_PICKER_MAX_EANS,
  COMPARISON_PICKER_PAGE_SIZE,
} from '#domain/cms/comparison-product-picker';
import { formatGtin, gtinValue } from '#domain/comparison/gtin';
import { MESSAGE } from '#domain/shared/messages';
import {
  comparisonBrands,
  comparisonCoreProducts,
  comparisonProductEans,
  comparisonProducts,
  productSearchCondition,
} from '../comparison';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireCmsUser } from './cms-access';
import {
  cmsComparisonProductListSchema,
  cmsComparisonProductMatchesSchema,
} from './comparison-product.schema';
import { listPaging } from '../shared/paging';

const searchQuery = z.object({
  search: z.string().max(200).optional().describe('part of the name or brand, or a whole EAN'),
  page: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const eanQuery = z.object({
  eans: z.string().describe('EANs separated by commas, as the page stores them'),
});

// Written out: inside a subquery drizzle leaves column names unqualified.
const mainEan = sql<number>`(SELECT e.ean FROM comparison_product_eans e WHERE e.product_id = comparison_products.id AND e.is_main)`;
const firstImage = sql<
  string | null
>`(SELECT i.upload_id || ':' || u.version || ':' || (u.thumbnail_key IS NOT NULL)
  FROM comparison_product_images i JOIN cms_uploads u ON u.id = i.upload_id
  WHERE i.product_id = comparison_products.id ORDER BY i.position LIMIT 1)`;

/** Products as the picker shows them, by name. */
async function readPickerProducts(db: Executor, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      id: comparisonProducts.id,
      name: comparisonProducts.name,
      brand: comparisonBrands.keyword,
      core_product_id: comparisonProducts.coreProductId,
      core_product_name: comparisonCoreProducts.name,
      ean: mainEan,
      image: firstImage,
    })
    .from(comparisonProducts)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonProducts.coreProductId),
    )
    .leftJoin(comparisonBrands, eq(comparisonBrands.id, comparisonProducts.brandId))
    .where(where)
    .orderBy(asc(sql`lower(${comparisonProducts.name})`), asc(comparisonProducts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ ean, image, ...row }) => {
    const [uploadId, version, thumbnail] = image?.split(':') ?? [];
    return {
      ...row,
      ean: ean === null ? '' : formatGtin(Number(ean)),
      image: uploadId
        ? {
            upload_id: Number(uploadId),
            version: Number(version),
            has_thumbnail: thumbnail === 'true',
          }
        : null,
    };
  });
}

/**
 * The comparison catalogue as content editors may see it: only what the page editor's
 * product picker shows, read-only (the catalogue itself is the comparison editors').
 */
export const comparisonProductRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/comparison-product',
    {
      schema: {
        tags: ['cms'],
        summary: `Comparison products for the page editor's picker, by name, ${COMPARISON_PICKER_PAGE_SIZE} a page; search by part of the name or brand, or a whole EAN (any of the product's); total also in X-Pagination-Total`,
        querystring: searchQuery,
        response: { 200: cmsComparisonProductListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { search, page, itemsPerPage } = request.query;
      const where = productSearchCondition(search, [comparisonBrands.keyword]);
      const { limit, offset } = listPaging(
        { currentPage: page, itemsPerPage },
        COMPARISON_PICKER_PAGE_SIZE,
        50,
      );
      const items = await readPickerProducts(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonProducts)
        .leftJoin(comparisonBrands, eq(comparisonBrands.id, comparisonProducts.brandId))
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.get(
    '/cms/comparison-product/by-ean',
    {
      schema: {
        tags: ['cms'],
        summary:
          'The products of EANs a page names (any of a product’s EANs, compared by value), in the order asked; product null when none has it',
        querystring: eanQuery,
        response: { 200: cmsComparisonProductMatchesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const asked = request.query.eans
        .split(',')
        .map((ean) => ean.trim())
        .filter(Boolean);
      if (asked.length > COMPARISON_PICKER_MAX_EANS)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { eans: MESSAGE.VALUE_TOO_HIGH });
      const values = [...new Set(asked.map(gtinValue).filter((v): v is number => v !== null))];
      const owners =
        values.length === 0
          ? []
          : await db
              .select({
                ean: comparisonProductEans.ean,
                productId: comparisonProductEans.productId,
              })
              .from(comparisonProductEans)
              .where(inArray(comparisonProductEans.ean, values));
      const productIds = [...new Set(owners.map((owner) => owner.productId))];
      const products =
        productIds.length === 0
          ? []
          : await readPickerProducts(
              db,
              inArray(comparisonProducts.id, productIds),
              productIds.length,
            );
      const byId = new Map(products.map((product) => [product.id, product]));
      const byEan = new Map(owners.map((owner) => [owner.ean, byId.get(owner.productId) ?? null]));
      return {
        items: asked.map((ean) => {
          const value = gtinValue(ean);
          return { ean, product: value === null ? null : (byEan.get(value) ?? null) };
        }),
      };
    },
  );
};
