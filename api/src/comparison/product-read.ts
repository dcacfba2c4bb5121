import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { formatGtin } from '#domain/comparison/gtin';
import { cmsUploads } from '../cms';
import { companies } from '../companies';
import type { Executor } from '../db';
import { comparisonBrands } from './brand.table';
import { comparisonCoreProducts } from './core-product.table';
import { comparisonFeatures } from '../features';
import { comparisonOffers } from './offer.table';
import { comparisonProductImages } from './product-image.table';
import { comparisonProductEans, comparisonProducts } from './product.table';
import { comparisonSpecs } from './spec.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
const mainEan = sql<number>`(SELECT e.ean FROM comparison_product_eans e WHERE e.product_id = comparison_products.id AND e.is_main)`;
const specCount = sql<number>`(SELECT count(*)::int FROM comparison_specs s WHERE s.product_id = comparison_products.id)`;
const offerCount = sql<number>`(SELECT count(*)::int FROM comparison_offers o WHERE o.product_id = comparison_products.id AND o.retired_at IS NULL)`;
const lowestPrice = sql<
  number | null
>`(SELECT min(o.price_cents)::int FROM comparison_offers o WHERE o.product_id = comparison_products.id AND o.retired_at IS NULL)`;
const firstImage = sql<
  number | null
>`(SELECT i.upload_id FROM comparison_product_images i WHERE i.product_id = comparison_products.id ORDER BY i.position LIMIT 1)`;

/** A page of products as the lists show them, by name. */
export async function readProductSummaries(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      id: comparisonProducts.id,
      core_product_id: comparisonProducts.coreProductId,
      name: comparisonProducts.name,
      brand_id: comparisonProducts.brandId,
      brand: comparisonBrands.keyword,
      ean: mainEan,
      approved: sql<boolean>`${comparisonProducts.approvedAt} IS NOT NULL`,
      spec_count: specCount,
      offer_count: offerCount,
      lowest_price_cents: lowestPrice,
      image_upload_id: firstImage,
      updatedAt: comparisonProducts.updatedAt,
    })
    .from(comparisonProducts)
    .leftJoin(comparisonBrands, eq(comparisonBrands.id, comparisonProducts.brandId))
    .where(where)
    .orderBy(asc(sql`lower(${comparisonProducts.name})`), asc(comparisonProducts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ updatedAt, ean, ...row }) => ({
    ...row,
    ean: formatGtin(Number(ean)),
    updated_at: updatedAt.toISOString(),
  }));
}

/** The features of a core product with a product's values, in display order. */
export async function readProductSpecs(db: Executor, productId: number, coreProductId: number) {
  const rows = await db
    .select({
      feature_id: comparisonFeatures.id,
      name: comparisonFeatures.name,
      unit: comparisonFeatures.unit,
      category: comparisonFeatures.category,
      category_priority: comparisonFeatures.categoryPriority,
      position: comparisonFeatures.position,
      enabled: comparisonFeatures.enabled,
      value: comparisonSpecs.value,
      source: comparisonSpecs.source,
    })
    .from(comparisonFeatures)
    .leftJoin(
      comparisonSpecs,
      and(
        eq(comparisonSpecs.featureId, comparisonFeatures.id),
        eq(comparisonSpecs.productId, productId),
      ),
    )
    .where(eq(comparisonFeatures.coreProductId, coreProductId))
    .orderBy(
      asc(comparisonFeatures.categoryPriority),
      asc(comparisonFeatures.category),
      asc(comparisonFeatures.position),
      asc(comparisonFeatures.id),
    );
  // A disabled feature is left out unless the product has a value for it.
  return rows.filter((row) => row.enabled || row.value !== null);
}

/** A product with its EANs, specs, images and offers; null when it does not exist. */
export async function readProduct(db: Executor, id: number) {
  const [row] = await db
    .select({
      product: comparisonProducts,
      brand: comparisonBrands.keyword,
      coreProductName: comparisonCoreProducts.name,
      discr: comparisonCoreProducts.discr,
    })
    .from(comparisonProducts)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonProducts.coreProductId),
    )
    .leftJoin(comparisonBrands, eq(comparisonBrands.id, comparisonProducts.brandId))
    .where(eq(comparisonProducts.id, id));
  if (!row) return null;
  const { product } = row;
  const eans = await db
    .select()
    .from(comparisonProductEans)
    .where(eq(comparisonProductEans.productId, id))
    .orderBy(
      desc(comparisonProductEans.isMain),
      asc(comparisonProductEans.createdAt),
      asc(comparisonProductEans.ean),
    );
  const specs = await readProductSpecs(db, id, product.coreProductId);
  const images = await db
    .select({
      id: comparisonProductImages.id,
      upload_id: comparisonProductImages.uploadId,
      upload_version: cmsUploads.version,
      file_name: cmsUploads.fileName,
      source: comparisonProductImages.source,
    })
    .from(comparisonProductImages)
    .innerJoin(cmsUploads, eq(cmsUploads.id, comparisonProductImages.uploadId))
    .where(eq(comparisonProductImages.productId, id))
    .orderBy(asc(comparisonProductImages.position));
  const offers = await db
    .select({ offer: comparisonOffers, companyName: companies.name })
    .from(comparisonOffers)
    .innerJoin(companies, eq(companies.id, comparisonOffers.companyId))
    .where(and(eq(comparisonOffers.productId, id), sql`${comparisonOffers.retiredAt} IS NULL`))
    .orderBy(asc(comparisonOffers.priceCents));
  const main = eans.find((ean) => ean.isMain);
  return {
    id: product.id,
    core_product_id: product.coreProductId,
    core_product_name: row.coreProductName,
    discr: row.discr,
    name: product.name,
    brand_id: product.brandId,
    brand: row.brand,
    ean: main ? formatGtin(main.ean) : '',
    additional_eans: eans.filter((ean) => !ean.isMain).map((ean) => formatGtin(ean.ean)),
    pros: product.pros,
    cons: product.cons,
    scrape_uri: product.scrapeUri,
    crawl_state: product.crawlState,
    crawled_at: product.crawledAt?.toISOString() ?? null,
    approved: product.approvedAt !== null,
    approved_at: product.approvedAt?.toISOString() ?? null,
    cloned_from_id: product.clonedFromId,
    specs,
    images,
    offers: offers.map(({ offer, companyName }) => ({
      id: offer.id,
      company_id: offer.companyId,
      company_name: companyName,
      price_cents: offer.priceCents,
      shipping_cents: offer.shippingCents,
      in_stock: offer.inStock,
      delivery_time: offer.deliveryTime,
      url: offer.url,
      updated_at: offer.updatedAt.toISOString(),
    })),
    version: product.version,
    updated_at: product.updatedAt.toISOString(),
  };
}
