import { z } from 'zod';
import { itemsOf } from '../shared/responses';

/** A company flagged for comparison: a shop whose offers (from its feeds) the sites compare. */
export const comparisonCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: z.string(),
    website: z.string().nullable(),
    offer_count: z.number().int().describe('current offers'),
    product_count: z.number().int().describe('products it offers'),
    clickouts_30_days: z.number().int(),
    click_revenue_30_days_cents: z
      .number()
      .int()
      .describe('what its click-outs of the last 30 days cost it'),
  })
  .meta({ id: 'ComparisonCompany' });

export const comparisonCompanyListSchema = itemsOf(comparisonCompanySchema).meta({
  id: 'ComparisonCompanyList',
});
