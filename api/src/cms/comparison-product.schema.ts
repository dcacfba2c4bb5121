import { z } from 'zod';
import { itemsOf, listOf } from '../shared/responses';

/** A comparison product as the page editor's product picker shows it: no specs, offers or prices. */
export const cmsComparisonProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string().nullable(),
    core_product_id: z.number().int(),
    core_product_name: z.string(),
    ean: z.string().describe('the main EAN, 13 digits (14 for a GTIN-14)'),
    image: z
      .object({
        upload_id: z.number().int(),
        version: z.number().int().describe("the upload's version, part of its address"),
        has_thumbnail: z.boolean(),
      })
      .nullable()
      .describe("the product's first image (a comparison upload), read at cms/upload/{id}"),
  })
  .meta({ id: 'CmsComparisonProduct' });

export const cmsComparisonProductListSchema = listOf(cmsComparisonProductSchema).meta({
  id: 'CmsComparisonProductList',
});

/** Each EAN asked for, as asked, with the product it belongs to (null: no product has it). */
export const cmsComparisonProductMatchesSchema = itemsOf(
  z.object({
    ean: z.string(),
    product: cmsComparisonProductSchema.nullable(),
  }),
).meta({ id: 'CmsComparisonProductMatches' });
