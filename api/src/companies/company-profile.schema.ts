import { z } from 'zod';

/** The company's public profile; a suggested slug (exists false, version 0) when none is saved. */
export const companyProfileSchema = z
  .object({
    company_id: z.number().int(),
    slug: z.string(),
    public_url: z.string(),
    why_us: z.array(z.string()),
    exists: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'CompanyProfile' });
