import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A shop or partner outgoing links lead to. */
export const affiliateCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    has_logo: z.boolean(),
    logo_url: z.string().nullable().describe('where the api serves the logo (changes with it)'),
    link_count: z.number().int().describe('outgoing links that lead to this company'),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AffiliateCompany' });

export const affiliateCompanyListSchema = listOf(affiliateCompanySchema).meta({
  id: 'AffiliateCompanyList',
});
