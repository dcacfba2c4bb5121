import { z } from 'zod';
import { itemsOf } from '../shared/responses';

const id = z.number().int();
const count = z.number().int();

export const commissionScaleSchema = z
  .object({
    min_cents: z.number().int(),
    max_cents: z.number().int().nullable().describe('none: open-ended'),
    click_price_cents: z.number().int(),
  })
  .meta({ id: 'ComparisonCommissionScale' });

/** A core product with its counts and commission scales. */
export const coreProductSchema = z
  .object({
    id,
    name: z.string(),
    discr: z.string(),
    product_count: count,
    approved_count: count.describe('products approved for the sites'),
    offer_count: count.describe('current (not retired) offers of its products'),
    feature_count: count,
    scales: z.array(commissionScaleSchema).describe('in price order'),
    version: z.number().int(),
  })
  .meta({ id: 'ComparisonCoreProduct' });

export const coreProductListSchema = itemsOf(coreProductSchema).meta({
  id: 'ComparisonCoreProductList',
});
