import { z } from 'zod';
import { ALL_STATS_SORTS } from '#domain/dashboards/company-stats-rules';

const figures = {
  leads: z.number().int().describe('leads assigned to the company'),
  revenue_cents: z.number().describe('the prices of those leads (may pass 2^31 over years)'),
  claims_filed: z.number().int().describe('claims the company filed (by the day filed)'),
  claims_accepted: z.number().int().describe('of those, accepted'),
  credited_cents: z.number().describe('credit given for claims (by the day given)'),
};

export const companyStatsFiguresSchema = z.object(figures).meta({ id: 'CompanyStatsFigures' });

export const companyStatsProductSchema = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    leads: z.number().int(),
    revenue_cents: z.number(),
    compare_leads: z.number().int().nullable().describe('null without a compared period'),
    compare_revenue_cents: z.number().nullable(),
  })
  .meta({ id: 'CompanyStatsProduct' });

export const companyStatsSchema = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    is_partner: z.boolean(),
    start_date: z.string().describe('first day, included'),
    end_date: z.string().describe('last day, included'),
    all_time: z.boolean().describe('the default period of a company that is not a partner'),
    compare_start_date: z.string().nullable().describe('null for all time'),
    compare_end_date: z.string().nullable(),
    totals: companyStatsFiguresSchema,
    compare_totals: companyStatsFiguresSchema.nullable(),
    per_product: z.array(companyStatsProductSchema),
  })
  .meta({ id: 'CompanyStats' });

export const companyAllStatsRowSchema = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    state: z.string(),
    is_partner: z.boolean(),
    ...figures,
  })
  .meta({ id: 'CompanyAllStatsRow' });

export const companyAllStatsSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    sort: z.enum(ALL_STATS_SORTS),
    order: z.enum(['asc', 'desc']),
    page: z.number().int(),
    items_per_page: z.number().int(),
    total: z.number().int().describe('every company'),
    totals: companyStatsFiguresSchema.describe('summed over every company'),
    items: z.array(companyAllStatsRowSchema),
  })
  .meta({ id: 'CompanyAllStats' });

export type CompanyStats = z.infer<typeof companyStatsSchema>;
export type CompanyStatsFigures = z.infer<typeof companyStatsFiguresSchema>;
export type CompanyAllStats = z.infer<typeof companyAllStatsSchema>;
