import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { comparisonCommissionScales, comparisonCoreProducts } from './core-product.table';
import type { CommissionScaleRow } from '#domain/comparison/commission-scale';

const scaleJson = (row: typeof comparisonCommissionScales.$inferSelect): CommissionScaleRow => ({
  min_cents: row.minCents,
  max_cents: row.maxCents,
  click_price_cents: row.clickPriceCents,
});

/** The commission scales of a core product, in price order. */
export async function readScales(
  db: Executor,
  coreProductId: number,
): Promise<CommissionScaleRow[]> {
  const rows = await db
    .select()
    .from(comparisonCommissionScales)
    .where(eq(comparisonCommissionScales.coreProductId, coreProductId))
    .orderBy(asc(comparisonCommissionScales.position));
  return rows.map(scaleJson);
}

// Written out: inside a subquery drizzle leaves column names unqualified.
/** Core products with their counts and scales (one query for the counts). */
export async function readCoreProducts(db: Executor, where?: SQL) {
  const rows = await db
    .select({
      id: comparisonCoreProducts.id,
      name: comparisonCoreProducts.name,
      discr: comparisonCoreProducts.discr,
      version: comparisonCoreProducts.version,
      product_count: sql<number>`(SELECT count(*)::int FROM comparison_products p WHERE p.core_product_id = comparison_core_products.id)`,
      approved_count: sql<number>`(SELECT count(*)::int FROM comparison_products p WHERE p.core_product_id = comparison_core_products.id AND p.approved_at IS NOT NULL)`,
      offer_count: sql<number>`(SELECT count(*)::int FROM comparison_offers o JOIN comparison_products p ON p.id = o.product_id WHERE p.core_product_id = comparison_core_products.id AND o.retired_at IS NULL)`,
      feature_count: sql<number>`(SELECT count(*)::int FROM comparison_features f WHERE f.core_product_id = comparison_core_products.id)`,
    })
    .from(comparisonCoreProducts)
    .where(where)
    .orderBy(asc(comparisonCoreProducts.name));
  // The scales of every core product listed, in one query.
  const scales =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(comparisonCommissionScales)
          .where(
            inArray(
              comparisonCommissionScales.coreProductId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(comparisonCommissionScales.position));
  return rows.map((row) => ({
    ...row,
    scales: scales.filter((scale) => scale.coreProductId === row.id).map(scaleJson),
  }));
}

export async function readCoreProduct(db: Executor, id: number) {
  const [item] = await readCoreProducts(db, eq(comparisonCoreProducts.id, id));
  return item ?? null;
}
