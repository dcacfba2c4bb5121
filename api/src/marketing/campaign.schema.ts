import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A campaign with the figures of its leads (docs/marketing.md). */
export const campaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    utm_campaign: z.string().describe('the utm_campaign value its ads carry (lower case)'),
    product_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    cost_cents: z.number().int(),
    advertising_return_on_ad_spend: z
      .number()
      .nullable()
      .describe('as the ads platform reports it; null when not entered'),
    leads: z
      .number()
      .int()
      .describe('leads with its utm_campaign (and product) between its start and end days'),
    assigned_leads: z.number().int(),
    revenue_cents: z.number().int().describe('the prices those leads were sold for'),
    cost_per_lead_cents: z.number().int().nullable().describe('null without leads'),
    return_on_ad_spend: z.number().nullable().describe('revenue / cost; null without cost'),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Campaign' });

export const campaignListSchema = listOf(campaignSchema).meta({ id: 'CampaignList' });

export type CampaignJson = z.infer<typeof campaignSchema>;
