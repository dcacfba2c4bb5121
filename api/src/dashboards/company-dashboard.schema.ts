import { z } from 'zod';

const cents = z.number().int();

export const companyDashboardSchema = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    is_partner: z.boolean(),
    start_date: z.string().describe('first day of the period (the last 29 days)'),
    end_date: z.string().describe('today'),
    compare_start_date: z.string().describe('the 29 days before the period'),
    compare_end_date: z.string(),
    leads: z
      .object({
        count: z.number().int(),
        compare_count: z.number().int(),
        spent_cents: cents,
        compare_spent_cents: cents,
      })
      .describe('leads the company got in the period and in the compared period'),
    caps: z
      .array(
        z.object({
          product_id: z.number().int(),
          product_name: z.string(),
          period: z.enum(['day', 'week', 'month']),
          max: z.number().int().nullable().describe('null: no maximum'),
          count: z.number().int().describe('leads of the product in the current period'),
          paused: z.boolean(),
        }),
      )
      .nullable()
      .describe("the company's products against their maxima; null for partner companies"),
    latest_leads: z.array(
      z.object({
        assigned_lead_id: z.number().int(),
        lead_id: z.number().int(),
        product_name: z.string(),
        name: z.string(),
        city: z.string().nullable(),
        state: z.number().int(),
        price_cents: cents,
        created_at: z.string(),
      }),
    ),
    map_points: z
      .array(z.object({ latitude: z.number(), longitude: z.number() }))
      .describe("the places of the period's leads"),
    planned_tasks: z.number().int().describe('CRM tasks dated from today on'),
    balance: z.object({
      is_prepaid: z.boolean(),
      balance_cents: cents.nullable().describe('null unless prepaid'),
      low: z.boolean().describe('prepaid and below the alert threshold'),
    }),
    open_invoices: z
      .object({ count: z.number().int(), total_cents: cents })
      .nullable()
      .describe('sent and not yet paid; null for partner companies'),
    claims: z.object({
      filed: z.number().int().describe('in the period'),
      accepted: z.number().int().describe('of those filed in the period'),
      credited_cents: cents.describe('credited in the period'),
      open: z.number().int().describe('waiting for a decision, any age'),
    }),
    reviews: z.object({ count: z.number().int(), rating: z.number().nullable() }),
    leads_per_week: z.array(
      z.object({ week: z.string().describe('the Monday'), leads: z.number().int() }),
    ),
  })
  .meta({ id: 'CompanyDashboard' });

export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
