import { z } from 'zod';
import { listOf } from '../shared/responses';

export const cmsProductSchema = z
  .object({
    id: z.number().int(),
    discr: z.string(),
    product_name: z.string().describe('the service product of that discriminator'),
    title: z.string(),
    intro: z.string().nullable(),
    logos: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        url: z.string().describe('where the api serves the logo'),
      }),
    ),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'CmsProduct' });

export const cmsProductListSchema = listOf(cmsProductSchema).meta({ id: 'CmsProductList' });
