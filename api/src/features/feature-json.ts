import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db';
import { comparisonCoreProducts, comparisonSpecs } from '../comparison';
import { comparisonFeatures } from './feature.table';
import type { featureSchema } from './feature.schema';

export type FeatureJson = z.input<typeof featureSchema>;

/** Features as REST sends them, in display order (category priority, category, position). */
export async function readFeatures(db: Executor, where: SQL | undefined): Promise<FeatureJson[]> {
  const rows = await db
    .select({
      feature: comparisonFeatures,
      coreProductName: comparisonCoreProducts.name,
      specCount: sql<number>`(SELECT count(*)::int FROM ${comparisonSpecs} WHERE ${comparisonSpecs.featureId} = ${comparisonFeatures.id})`,
    })
    .from(comparisonFeatures)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonFeatures.coreProductId),
    )
    .where(where)
    .orderBy(
      asc(comparisonFeatures.categoryPriority),
      asc(comparisonFeatures.category),
      asc(comparisonFeatures.position),
      asc(comparisonFeatures.id),
    );
  return rows.map(({ feature, coreProductName, specCount }) => ({
    id: feature.id,
    core_product_id: feature.coreProductId,
    core_product_name: coreProductName,
    name: feature.name,
    unit: feature.unit,
    category: feature.category,
    category_priority: feature.categoryPriority,
    position: feature.position,
    group_id: feature.groupId,
    enabled: feature.enabled,
    spec_count: specCount,
    version: feature.version,
  }));
}

export async function readFeature(db: Executor, id: number): Promise<FeatureJson | undefined> {
  const [feature] = await readFeatures(db, eq(comparisonFeatures.id, id));
  return feature;
}
