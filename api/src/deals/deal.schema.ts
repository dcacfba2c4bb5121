import { z } from 'zod';

const id = z.number().int();

export const dealSchema = z
  .object({
    id,
    company_id: id,
    products: z.array(
      z.object({
        product_id: id,
        product_name: z.string(),
        price_cents: z.number().int(),
        free: z.boolean(),
      }),
    ),
    max: z.number().int().nullable().describe('leads the deal covers; null: no maximum'),
    max_free_lead_plaza: z.number().int().nullable(),
    lead_plaza_only: z.boolean(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    has_free_lead: z.boolean(),
    pause_account: z.boolean().describe('ending the deal pauses the company'),
    allow_claim: z.boolean(),
    ended_at: z.string().nullable(),
    running: z.boolean().describe('within its period and not ended by hand'),
    used: z.number().int().describe('leads priced by the deal so far'),
    free_plaza_used: z.number().int(),
    created_at: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Deal' });

export const dealListSchema = z
  .object({ items: z.array(dealSchema), total: z.number().int() })
  .meta({ id: 'DealList' });

export const plazaDealSchema = z
  .object({
    deal_id: id.nullable(),
    free_plaza_leads_left: z.number().int(),
  })
  .meta({ id: 'PlazaDeal' });

/** What staff send for a new deal (rules in docs/deals.md). */
export const dealInput = z.object({
  products: z
    .array(
      z.object({
        product_id: id,
        price_cents: z.number().int().min(0).nullable().default(null),
        free: z.boolean().default(false),
      }),
    )
    .min(1, 'MESSAGE.DEAL_REQUIRED'),
  max: z.number().int().nullable().default(null),
  max_free_lead_plaza: z.number().int().min(0).nullable().default(null),
  lead_plaza_only: z.boolean().default(false),
  start: z.iso.datetime({ offset: true }).nullable().default(null),
  end: z.iso.datetime({ offset: true }).nullable().default(null),
  has_free_lead: z.boolean().default(false),
  pause_account: z.boolean().default(false),
  allow_claim: z.boolean().default(true),
});
export type DealInput = z.infer<typeof dealInput>;
