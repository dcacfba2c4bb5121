import { z } from 'zod';

const id = z.number().int();

/** What a switch to another core product does with each spec the product has. */
export const switchCheckSchema = z
  .object({
    core_product_id: id,
    core_product_name: z.string(),
    specs: z
      .array(
        z.object({
          feature_id: id,
          name: z.string(),
          value: z.string(),
          target_feature_id: id
            .nullable()
            .describe('the feature of the same name there; none: the spec is dropped'),
          target_name: z.string().nullable(),
        }),
      )
      .describe('mappable specs first'),
  })
  .meta({ id: 'ComparisonSwitchCheck' });
