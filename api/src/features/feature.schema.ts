import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A feature of a core product, with how many product specs give a value for it. */
export const featureSchema = z
  .object({
    id,
    core_product_id: id,
    core_product_name: z.string(),
    name: z.string(),
    unit: z.string().nullable(),
    category: z.string(),
    category_priority: z.number().int(),
    position: z.number().int(),
    group_id: id.nullable().describe('features of one group are shown as one line'),
    enabled: z.boolean(),
    spec_count: z.number().int().describe('product specs with a value for this feature'),
    version: z.number().int(),
  })
  .meta({ id: 'Feature' });

/** A core product's features by category priority, category and position. */
export const featureListSchema = listOf(featureSchema).meta({ id: 'FeatureList' });
