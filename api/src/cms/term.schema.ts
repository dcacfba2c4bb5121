import { z } from 'zod';
import { itemsOf, listOf } from '../shared/responses';

/** A glossary term, with the names the selector shows. */
export const cmsTermSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    product_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    page_id: z.number().int().nullable(),
    page_url: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'CmsTerm' });

export const cmsTermListSchema = listOf(cmsTermSchema).meta({ id: 'CmsTermList' });

/** Generic terms found by name. */
export const cmsTermMatchesSchema = itemsOf(cmsTermSchema).meta({ id: 'CmsTermMatches' });
