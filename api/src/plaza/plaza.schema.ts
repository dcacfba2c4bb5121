import { z } from 'zod';

const id = z.number().int();
const count = z.number().int();
const answers = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/** A lead on sale as a buyer sees it before buying: no name, address or contact details. */
export const plazaOfferSchema = z
  .object({
    id,
    product_id: id,
    created_at: z.string(),
    postal_code: z.string().describe('the four digits (the area), never the letters'),
    city: z.string().nullable(),
    municipality: z.string().nullable(),
    province: z.string().nullable(),
    country: z.string(),
    latitude: z.number().nullable().describe('the postal-code area, not the address'),
    longitude: z.number().nullable(),
    distance_km: z.number().nullable().describe('from the company, when both have a place'),
    competitors: count.describe('companies that have the lead already'),
    remaining_assignments: count,
    price_cents: count.describe('what this company pays for it now'),
    answers,
    description: z.string().nullable().describe('contact details typed in it are hidden'),
    building_type: z.string().nullable(),
    house_ownership: z.string().nullable(),
    starting_date: z.string().nullable(),
  })
  .meta({ id: 'PlazaOffer' });

export const plazaSearchAnswerSchema = z
  .object({
    results: z.array(plazaOfferSchema),
    total: count,
    searched_at: z.string().describe('when the search ran: later leads are new to this answer'),
    event_id: z
      .number()
      .int()
      .describe('the newest outbox event when the search ran: follow changes after it'),
    current_page: count,
    items_per_page: count,
    aggregations: z.object({
      country: z.array(
        z.object({
          country: z.string(),
          total: count,
          postal_codes: z.array(z.object({ postal_code: z.string(), total: count })),
        }),
      ),
      products: z.array(
        z.object({
          product_id: id,
          discr: z.string(),
          total: count,
          choices: z.array(z.object({ question_key: z.string(), value: z.string(), total: count })),
        }),
      ),
    }),
  })
  .meta({ id: 'PlazaSearchAnswer' });

export const plazaProvinceSchema = z
  .object({
    id: z.string().describe('the province name'),
    country: z.string(),
    total: count,
    municipalities: z.array(
      z.object({
        id: z.string().describe('the municipality name'),
        postal_code_start: z.string(),
        postal_code_end: z.string(),
        total: count,
      }),
    ),
  })
  .meta({ id: 'PlazaProvince' });

export const plazaChoiceSchema = z
  .object({
    kind: z.enum(['municipality', 'place']),
    name: z.string(),
    municipality: z.string(),
    province: z.string(),
  })
  .meta({ id: 'PlazaChoice' });

/** What buying a lead would cost and whether the company may, before it confirms. */
export const plazaPurchaseDetailsSchema = z
  .object({
    lead_id: id,
    company_id: id,
    price_cents: count,
    competitors: count,
    payment: z.enum(['free', 'prepaid', 'invoice']),
    balance_cents: count.nullable().describe('prepaid companies: the balance now'),
    refusal: z.string().nullable().describe('the MESSAGE.* key a buy would answer now, or null'),
  })
  .meta({ id: 'PlazaPurchaseDetails' });

export const plazaPurchaseSchema = z
  .object({
    assigned_lead_id: id,
    lead_id: id,
    company_id: id,
    price_cents: count,
    payment: z.enum(['free', 'prepaid', 'invoice']),
    balance_cents: count.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PlazaPurchase' });

export const plazaSavedSearchSchema = z
  .object({
    id,
    company_id: id,
    user_id: id.nullable(),
    name: z.string(),
    query: z.record(z.string(), z.unknown()).describe('the filter state, without the start date'),
    digest: z.boolean(),
    digest_sent_at: z.string().nullable(),
    version: count,
    created_at: z.string(),
  })
  .meta({ id: 'PlazaSavedSearch' });
