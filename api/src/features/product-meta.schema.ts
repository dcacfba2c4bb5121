import { z } from 'zod';

const id = z.number().int();

/** A real product of the core product, to preview the rendered texts with. */
export const metaSampleProductSchema = z
  .object({
    id,
    name: z.string(),
    brand: z.string().nullable(),
    ean: z.string().nullable().describe('the main EAN, 13 digits'),
    specs: z.array(
      z.object({ feature: z.string(), value: z.string(), unit: z.string().nullable() }),
    ),
  })
  .meta({ id: 'MetaSampleProduct' });

/** A core product's meta title and description templates (version 0: never saved). */
export const productMetaSchema = z
  .object({
    core_product_id: id,
    core_product_name: z.string(),
    title_template: z.string(),
    description_template: z.string(),
    version: z.number().int().describe('0 while nothing was saved; a first save sends 0'),
    feature_names: z.array(z.string()).describe('the names {feature:<name>} may use'),
    sample_product: metaSampleProductSchema.nullable(),
  })
  .meta({ id: 'ProductMeta' });
