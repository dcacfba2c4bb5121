import { z } from 'zod';
import { FILTER_SORTINGS, FILTER_STEP_TYPES } from '#domain/filters/filter-input';
import { itemsOf, listOf } from '../shared/responses';

const id = z.number().int();

/** One option of a filter: a spec value (text features) or a numeric range [from, to). */
export const comparisonFilterStepSchema = z
  .object({
    label: z.string(),
    value: z.string().nullable().describe('the spec value matched (a value step)'),
    from: z.number().nullable().describe('a range step: from this number (null: open)'),
    to: z.number().nullable().describe('a range step: up to, not including, this number'),
  })
  .meta({ id: 'ComparisonFilterStep' });

/** A filter of a core product's product list, with its steps in order. */
export const comparisonFilterSchema = z
  .object({
    id,
    core_product_id: id,
    feature_id: id,
    feature_name: z.string(),
    feature_unit: z.string().nullable(),
    label: z.string(),
    position: z.number().int().describe('order in the filter panel'),
    list_position: z
      .number()
      .int()
      .nullable()
      .describe('order among the product list’s columns; null: not shown there'),
    step_type: z.enum(FILTER_STEP_TYPES),
    min: z.number().nullable(),
    max: z.number().nullable(),
    sorting: z.enum(FILTER_SORTINGS),
    steps: z.array(comparisonFilterStepSchema),
    version: z.number().int(),
  })
  .meta({ id: 'ComparisonFilter' });

export const comparisonFilterListSchema = listOf(comparisonFilterSchema).meta({
  id: 'ComparisonFilterList',
});

export const comparisonFilterValueCountSchema = z
  .object({ value: z.string(), count: z.number().int() })
  .meta({ id: 'ComparisonFilterValueCount' });

const valueStats = {
  product_count: z.number().int().describe('products of the core product with a value'),
  numeric: z.boolean().describe('every value is a number'),
  lowest: z.number().nullable(),
  highest: z.number().nullable(),
  values: z
    .array(comparisonFilterValueCountSchema)
    .describe('the most frequent values (at most 50), most products first'),
};

/** A feature a filter can be made on, with what its values look like. */
export const comparisonFilterFeatureSchema = z
  .object({
    id,
    name: z.string(),
    unit: z.string().nullable(),
    category: z.string(),
    ...valueStats,
  })
  .meta({ id: 'ComparisonFilterFeature' });

export const comparisonFilterFeatureListSchema = itemsOf(comparisonFilterFeatureSchema).meta({
  id: 'ComparisonFilterFeatureList',
});

/** How many products a filter as typed would show per step. */
export const comparisonFilterPredictionSchema = z
  .object({
    total: z.number().int().describe('products of the core product'),
    no_value: z.number().int().describe('products without a value for the feature'),
    unmatched: z
      .number()
      .int()
      .describe('products with a value in no step (range) or outside min–max (min_max)'),
    steps: z.array(z.number().int()).describe('products per step, in the steps’ order'),
    ...valueStats,
  })
  .meta({ id: 'ComparisonFilterPrediction' });
