import { z } from 'zod';
import {
  UNMAPPED_FEATURE_SOURCES,
  UNMAPPED_FEATURE_STATES,
} from '#domain/features/feature-mapping';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A feature name seen in feeds or on spec websites, and what became of it. */
export const unmappedFeatureSchema = z
  .object({
    id,
    core_product_id: id,
    name: z.string().describe('the name as seen'),
    source: z.enum(UNMAPPED_FEATURE_SOURCES),
    sample_value: z.string().nullable(),
    seen_count: z.number().int().describe('how often the name was seen'),
    value_count: z
      .number()
      .int()
      .describe('products with a value kept for it: they become specs when it is mapped'),
    first_seen_at: z.string(),
    last_seen_at: z.string(),
    state: z.enum(UNMAPPED_FEATURE_STATES),
    mapped_feature_id: id.nullable(),
    mapped_feature_name: z.string().nullable(),
    handled_at: z.string().nullable().describe('when it was mapped or ignored'),
    handled_by_name: z.string().nullable(),
  })
  .meta({ id: 'UnmappedFeature' });

export const unmappedFeatureListSchema = listOf(unmappedFeatureSchema).meta({
  id: 'UnmappedFeatureList',
});

/** A mapping done: the name as it is now and the feature it maps to. */
export const featureMappingSchema = z
  .object({
    unmapped_feature: unmappedFeatureSchema,
    specs_added: z.number().int().describe('values that became specs of the feature'),
  })
  .meta({ id: 'FeatureMapping' });
