import { z } from 'zod';

const named = z.object({ id: z.number().int().nullable(), name: z.string() });

/**
 * A row of the comparison click-out list: one click, or the clicks of one product, shop,
 * core product, page or day (fields the grouping does not define are null).
 */
export const comparisonClickoutSchema = z
  .object({
    key: z.string().describe('what the row stands for: a click id, a product, a shop, a day, …'),
    clicks: z.number().int(),
    click_price_cents: z.number().int().describe('what the clicks cost the shops together'),
    first_at: z.string(),
    last_at: z.string(),
    domain: z.object({ id: z.number().int(), host: z.string() }).nullable(),
    page_url: z.string().nullable().describe('the page clicked on'),
    product: named.nullable().describe('id null: the product was deleted since'),
    core_product: named.nullable(),
    company: named.nullable().describe('the shop'),
    offer_price_cents: z.number().int().nullable().describe('per click: the offer’s price then'),
    target_url: z.string().nullable().describe('per click: where the visitor was sent'),
  })
  .meta({ id: 'ComparisonClickout' });

export const comparisonClickoutListSchema = z
  .object({
    items: z.array(comparisonClickoutSchema),
    total: z.number().int().describe('rows under the filter'),
    clicks: z.number().int().describe('clicks under the filter'),
    click_price_cents: z.number().int().describe('what the clicks under the filter cost the shops'),
  })
  .meta({ id: 'ComparisonClickoutList' });
