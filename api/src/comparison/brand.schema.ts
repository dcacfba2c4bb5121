import { z } from 'zod';
import { itemsOf } from '../shared/responses';

const id = z.number().int();

/** A brand with its CMS page (if any), logo address and how many products carry it. */
export const brandSchema = z
  .object({
    id,
    keyword: z.string(),
    has_home: z.boolean(),
    page_id: id.nullable(),
    page_url: z.string().nullable(),
    page_domain_id: id.nullable(),
    logo_url: z.string().nullable().describe('where the api serves the logo (changes with it)'),
    product_count: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'ComparisonBrand' });

export const brandListSchema = itemsOf(brandSchema).meta({ id: 'ComparisonBrandList' });
