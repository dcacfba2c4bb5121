import { z } from 'zod';

const figuresShape = {
  leads: z.number().int().describe('new leads'),
  assigned_leads: z.number().int().describe('leads given to companies'),
  revenue_cents: z.number().int().describe('the prices of the assigned leads'),
};

export const metricPointSchema = z
  .object({
    period: z.string().describe('first day of the day, week (Monday) or month'),
    ...figuresShape,
  })
  .meta({ id: 'MetricPoint' });

export const metricTotalsSchema = z
  .object({
    ...figuresShape,
    claims_filed: z.number().int().nullable().describe('null when one product is chosen'),
    claims_accepted: z.number().int().nullable(),
    credited_cents: z.number().int().nullable().describe('claim credits given in the period'),
  })
  .meta({ id: 'MetricTotals' });

export const leadAndRevenueSchema = z
  .object({
    group_by: z.enum(['day', 'week', 'month']),
    product_id: z.number().int().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    compare_start_date: z.string().nullable(),
    compare_end_date: z.string().nullable(),
    totals: metricTotalsSchema,
    compare_totals: metricTotalsSchema.nullable(),
    series: z.array(metricPointSchema),
    compare_series: z
      .array(metricPointSchema)
      .nullable()
      .describe('the compared range, period by period'),
    per_product: z.array(
      z.object({ product_id: z.number().int(), product_name: z.string(), ...figuresShape }),
    ),
    per_source: z.array(z.object({ source: z.string(), leads: z.number().int() })),
  })
  .meta({ id: 'LeadAndRevenue' });

export type LeadAndRevenue = z.infer<typeof leadAndRevenueSchema>;
