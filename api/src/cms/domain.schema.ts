import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A site the CMS keeps pages for. */
export const cmsDomainSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    host: z.string(),
    page_count: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CmsDomain' });

export const cmsDomainListSchema = listOf(cmsDomainSchema).meta({ id: 'CmsDomainList' });
