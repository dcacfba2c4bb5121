import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A redirection of a domain (spec: url, page, target, affiliate, description, domain, temporary). */
export const cmsRedirectionSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    target: z.string().nullable(),
    page_id: z.number().int().nullable(),
    description: z.string().nullable(),
    affiliate: z.boolean(),
    temporary: z.boolean(),
    domain: z.object({ id: z.number().int() }),
    version: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'CmsRedirection' });

export const cmsRedirectionListSchema = listOf(cmsRedirectionSchema).meta({
  id: 'CmsRedirectionList',
});
