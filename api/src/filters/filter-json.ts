import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { featureValueStats, type ValueCount } from '#domain/filters/filter-prediction';
import type { Executor } from '../db';
import { comparisonFeatures } from '../features';
import { rowsOf } from '../shared/rows';
import type { comparisonFilterSchema } from './filter.schema';
import { comparisonFilterSteps, comparisonFilters } from './filter.table';

export type ComparisonFilterJson = z.input<typeof comparisonFilterSchema>;

/** Filters as REST sends them, in panel order, each with its steps in order. */
export async function readFilters(
  db: Executor,
  where: SQL | undefined,
): Promise<ComparisonFilterJson[]> {
  const rows = await db
    .select({
      filter: comparisonFilters,
      featureName: comparisonFeatures.name,
      unit: comparisonFeatures.unit,
    })
    .from(comparisonFilters)
    .innerJoin(comparisonFeatures, eq(comparisonFeatures.id, comparisonFilters.featureId))
    .where(where)
    .orderBy(asc(comparisonFilters.position), asc(comparisonFilters.id));
  const ids = rows.map((row) => row.filter.id);
  const steps =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(comparisonFilterSteps)
          .where(inArray(comparisonFilterSteps.filterId, ids))
          .orderBy(asc(comparisonFilterSteps.filterId), asc(comparisonFilterSteps.position));
  return rows.map(({ filter, featureName, unit }) => ({
    id: filter.id,
    core_product_id: filter.coreProductId,
    feature_id: filter.featureId,
    feature_name: featureName,
    feature_unit: unit,
    label: filter.label,
    position: filter.position,
    list_position: filter.listPosition,
    step_type: filter.stepType,
    min: filter.min,
    max: filter.max,
    sorting: filter.sorting,
    steps: steps
      .filter((step) => step.filterId === filter.id)
      .map((step) => ({
        label: step.label,
        value: step.value,
        from: step.rangeFrom,
        to: step.rangeTo,
      })),
    version: filter.version,
  }));
}

export async function readFilter(db: Executor, id: number) {
  const [filter] = await readFilters(db, eq(comparisonFilters.id, id));
  return filter;
}

/** The filters of a core product, in panel order. */
export const filtersOf = (db: Executor, coreProductId: number) =>
  readFilters(db, and(eq(comparisonFilters.coreProductId, coreProductId)));

/**
 * The distinct values of these features among the core product's products, with how many
 * products have each: one grouped pass over comparison_specs, most products first.
 */
export async function valueCounts(
  db: Executor,
  coreProductId: number,
  featureIds: readonly number[],
): Promise<Map<number, ValueCount[]>> {
  const counts = new Map<number, ValueCount[]>(featureIds.map((id) => [id, []]));
  if (featureIds.length === 0) return counts;
  const rows = rowsOf<{ feature_id: number; value: string; count: number }>(
    await db.execute(sql`
      SELECT s.feature_id, s.value, count(*)::int AS count
      FROM comparison_specs s
      JOIN comparison_products p ON p.id = s.product_id
      WHERE p.core_product_id = ${coreProductId}
        AND s.feature_id IN (${sql.join(
          featureIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      GROUP BY s.feature_id, s.value
      ORDER BY count(*) DESC, s.value`),
  );
  for (const row of rows)
    counts.get(Number(row.feature_id))?.push({ value: row.value, count: Number(row.count) });
  return counts;
}

/** How many values the answers list per feature. */
export const LISTED_VALUES = 50;

/** What a feature's values look like, as the new-features and prediction answers carry it. */
export function valueStatsJson(values: readonly ValueCount[]) {
  const stats = featureValueStats(values);
  return {
    product_count: stats.productCount,
    numeric: stats.numeric,
    lowest: stats.lowest,
    highest: stats.highest,
    values: values.slice(0, LISTED_VALUES).map(({ value, count }) => ({ value, count })),
  };
}
