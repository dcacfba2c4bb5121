import { and, eq, ne, sql } from 'drizzle-orm';
import { featureKey, type FeatureInput } from '#domain/features/feature-input';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { comparisonCoreProducts, type ComparisonCoreProductRow } from '../comparison';
import { comparisonFeatures, type ComparisonFeatureRow } from './feature.table';
import { ApiError, notFound } from '../shared/errors';
import { isUniqueViolation } from '../shared/unique-violation';

/** The core product, or 404. */
export async function requireCoreProduct(
  db: Executor,
  id: number,
): Promise<ComparisonCoreProductRow> {
  const [row] = await db
    .select()
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.id, id));
  if (!row) throw notFound();
  return row;
}

export async function lockFeature(tx: Executor, id: number): Promise<ComparisonFeatureRow> {
  const [row] = await tx
    .select()
    .from(comparisonFeatures)
    .where(eq(comparisonFeatures.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** 400 FEATURE_ALREADY_EXISTS (with the feature that has it) when another feature of the core product has the name. */
export async function requireFreeFeatureName(
  db: Executor,
  coreProductId: number,
  name: string,
  ownId: number | null,
) {
  const [other] = await db
    .select({ id: comparisonFeatures.id })
    .from(comparisonFeatures)
    .where(
      and(
        eq(comparisonFeatures.coreProductId, coreProductId),
        sql`lower(${comparisonFeatures.name}) = ${featureKey(name)}`,
        ownId === null ? undefined : ne(comparisonFeatures.id, ownId),
      ),
    );
  if (other)
    throw new ApiError(
      400,
      MESSAGE.FEATURE_ALREADY_EXISTS,
      { name: MESSAGE.FEATURE_ALREADY_EXISTS },
      other.id,
    );
}

/** A name taken between the check and the write (another editor) answers as the check does. */
export async function writingFeatureName<T>(
  db: Executor,
  coreProductId: number,
  name: string,
  ownId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await requireFreeFeatureName(db, coreProductId, name, ownId);
    throw error;
  }
}

/** The position after the last feature of the category. */
export async function nextPosition(tx: Executor, coreProductId: number, category: string) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${comparisonFeatures.position}) + 1, 0)::int` })
    .from(comparisonFeatures)
    .where(
      and(
        eq(comparisonFeatures.coreProductId, coreProductId),
        eq(comparisonFeatures.category, category),
      ),
    );
  return row?.next ?? 0;
}

/** Adds a feature to a core product (name checked first); without a position it goes last in its category. */
export async function insertFeature(
  tx: Executor,
  coreProductId: number,
  input: FeatureInput,
): Promise<number> {
  await requireFreeFeatureName(tx, coreProductId, input.name, null);
  const position = input.position ?? (await nextPosition(tx, coreProductId, input.category));
  const [row] = await tx
    .insert(comparisonFeatures)
    .values({
      coreProductId,
      name: input.name,
      unit: input.unit,
      category: input.category,
      categoryPriority: input.category_priority,
      position,
      groupId: input.group_id,
      enabled: input.enabled,
    })
    .returning({ id: comparisonFeatures.id });
  return row!.id;
}
