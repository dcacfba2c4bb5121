import { z } from 'zod';

export const invoiceClickoutSchema = z
  .object({
    id: z.number().int(),
    clicked_at: z.string(),
    product_name: z.string(),
    core_product_name: z.string().nullable(),
    offer_price_cents: z.number().int(),
    click_price_cents: z.number().int(),
  })
  .meta({ id: 'InvoiceClickout' });

export const invoiceClickoutListSchema = z
  .object({
    items: z.array(invoiceClickoutSchema),
    total: z.number().int(),
    total_cents: z.number().int().describe('the click prices added up (excl. VAT)'),
  })
  .meta({ id: 'InvoiceClickoutList' });
