import { z } from 'zod';

const figuresShape = {
  leads: z.number().int().describe('new leads in the period'),
  assigned_leads: z.number().int().describe('assignments of those leads to companies'),
  revenue_cents: z.number().int().describe('the prices of those assignments'),
};

export const marketingFiguresSchema = z.object(figuresShape).meta({ id: 'MarketingFigures' });

export const marketingStatsRowSchema = z
  .object({
    id: z.string().describe("the group's key in its mode ('' = no value)"),
    label: z.string().describe('the value, channel code or partner name'),
    ...figuresShape,
    compare_leads: z.number().int(),
    compare_assigned_leads: z.number().int(),
    compare_revenue_cents: z.number().int(),
  })
  .meta({ id: 'MarketingStatsRow' });

export const marketingStatsSchema = z
  .object({
    mode: z.string(),
    product_id: z.number().int().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    compare_start_date: z.string().describe('the as long stretch just before'),
    compare_end_date: z.string(),
    rows: z.array(marketingStatsRowSchema),
    totals: marketingFiguresSchema,
    compare_totals: marketingFiguresSchema,
  })
  .meta({ id: 'MarketingStats' });

export type MarketingStats = z.infer<typeof marketingStatsSchema>;
