import { z } from 'zod';
import { listOf } from '../shared/responses';

export const affiliateTableRowSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    affiliate_company: z.object({
      id: z.number().int(),
      name: z.string(),
      logo_url: z.string().nullable(),
    }),
    offer: z.string(),
    price: z.string().nullable(),
    link_url: z.string(),
    usps: z.array(z.string()),
    highlighted: z.boolean(),
  })
  .meta({ id: 'AffiliateTableRow' });

/** An affiliate table with its rows in their order. */
export const affiliateTableSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().nullable(),
    intro: z.string().nullable(),
    has_logo: z.boolean(),
    logo_url: z.string().nullable(),
    rows: z.array(affiliateTableRowSchema),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AffiliateTable' });

export const affiliateTableListSchema = listOf(affiliateTableSchema).meta({
  id: 'AffiliateTableList',
});
