import { z } from 'zod';

const outcomeCounts = {
  sent: z.number().int().describe('leads the partner sent'),
  accepted: z.number().int().describe('taken in: not marked bad, not a duplicate'),
  rejected: z.number().int().describe('marked bad or a duplicate'),
  assigned: z.number().int().describe('given to at least one company'),
  claimed: z.number().int().describe('claimed by one of its companies'),
};

export const partnerLeadCountsSchema = z.object(outcomeCounts).meta({ id: 'PartnerLeadCounts' });

export const PARTNER_LEAD_OUTCOMES = [
  'rejected',
  'on_hold',
  'claimed',
  'assigned',
  'waiting',
] as const;

export const partnerDashboardSchema = z
  .object({
    partner_company_id: z.number().int(),
    partner_name: z.string(),
    group_by: z.enum(['day', 'week', 'month']),
    start_date: z.string(),
    end_date: z.string(),
    compare_start_date: z.string(),
    compare_end_date: z.string(),
    totals: partnerLeadCountsSchema,
    compare_totals: partnerLeadCountsSchema,
    cost: z
      .object({
        leads: z.number().int(),
        cost_cents: z.number().int(),
        compare_leads: z.number().int(),
        compare_cost_cents: z.number().int(),
      })
      .describe('leads bought by the partner and the companies on its side, and their prices'),
    per_product: z.array(
      z.object({ product_id: z.number().int(), product_name: z.string(), ...outcomeCounts }),
    ),
    per_company: z
      .array(
        z.object({
          company_id: z.number().int(),
          company_name: z.string(),
          leads: z.number().int().describe('leads given to the company'),
          cost_cents: z.number().int(),
          claims_filed: z.number().int(),
          claims_accepted: z.number().int(),
          claims_denied: z.number().int(),
        }),
      )
      .describe('the partner itself and the companies it manages, in the period'),
    series: z.array(
      z.object({
        period: z.string().describe('first day of the day, week (Monday) or month'),
        sent: z.number().int(),
        assigned: z.number().int(),
        cost_cents: z.number().int(),
      }),
    ),
    today: z
      .array(
        z.object({
          lead_id: z.number().int(),
          product_name: z.string(),
          name: z.string(),
          city: z.string().nullable(),
          companies: z.number().int().describe('companies that got the lead'),
          outcome: z.enum(PARTNER_LEAD_OUTCOMES),
          created_at: z.string(),
        }),
      )
      .describe("the partner's leads of today, newest first (at most 100)"),
    today_total: z.number().int(),
    claims: z
      .object({
        open: z
          .number()
          .int()
          .describe('waiting for a decision (new, call center, pending), any age'),
        accepted: z.number().int().describe('filed in the period and accepted'),
        denied: z.number().int().describe('filed in the period and denied'),
        to_decide: z
          .array(
            z.object({
              claim_id: z.number().int(),
              company_name: z.string(),
              product_name: z.string(),
              lead_name: z.string(),
              status: z.number().int(),
              created_at: z.string(),
            }),
          )
          .describe('the oldest open claims first (at most 50)'),
      })
      .describe(
        'claims the partner decides: of the companies on its side and on the leads it sent',
      ),
  })
  .meta({ id: 'PartnerDashboard' });

export type PartnerDashboard = z.infer<typeof partnerDashboardSchema>;
export type PartnerLeadOutcome = (typeof PARTNER_LEAD_OUTCOMES)[number];
