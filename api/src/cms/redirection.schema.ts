import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A redirection of a domain (spec: url, page, target, affiliate, affiliate_company, description, domain, temporary). */
export const cmsRedirectionSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    target: z.string().nullable(),
    page_id: z.number().int().nullable(),
    page: z.object({ id: z.number().int(), url: z.string() }).nullable(),
    description: z.string().nullable(),
    affiliate: z.boolean(),
    affiliate_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    temporary: z.boolean(),
    domain: z.object({ id: z.number().int() }),
    clicks: z.number().int().describe('click-outs recorded through this link, all time'),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CmsRedirection' });

export const cmsRedirectionListSchema = listOf(cmsRedirectionSchema).meta({
  id: 'CmsRedirectionList',
});
