import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();
const iso = z.string();

/** The answer to a lead sent in: what became of it. */
export const intakeResultSchema = z
  .object({
    lead_id: id,
    status: z
      .enum(['matched', 'waiting', 'on_hold', 'duplicate'])
      .describe('waiting: no company yet, matching is retried'),
    assignments: z.number().int().describe('companies the lead went to'),
    duplicate_of_id: id.nullable(),
  })
  .meta({ id: 'LeadIntakeResult' });

/** The sandbox answer: where a lead like this would go now; nothing is written. */
export const matchPreviewSchema = z
  .object({
    on_hold: z.boolean(),
    hold_reasons: z.array(z.string()),
    duplicate: z.boolean(),
    companies: z.array(z.object({ id, name: z.string() })),
  })
  .meta({ id: 'LeadMatchPreview' });

/** A company that got the lead, as the staff lead screens show it. */
export const leadAssignmentSchema = z
  .object({
    id,
    company_id: id,
    company_name: z.string(),
    state: z.number().int(),
    price_cents: z.number().int(),
    price_source: z.string(),
    origin: z.string(),
    created_at: iso,
  })
  .meta({ id: 'LeadAssignment' });

/** A lead with everything staff see on it. */
export const leadSchema = z
  .object({
    id,
    discr: z.string(),
    product_id: id,
    product_name: z.string(),
    user_id: id.nullable(),
    gender: z.string().nullable(),
    given_name: z.string().nullable(),
    family_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    additional_phone_number: z.string().nullable(),
    contact_preference: z.string().nullable(),
    company_name: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      house_number: z.string().nullable(),
      postal_code: z.string(),
      city: z.string().nullable(),
      country: z.string(),
      building_year: z.number().int().nullable(),
    }),
    municipality: z.string().nullable(),
    province: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
    description: z.string().nullable(),
    remaining_assignments: z.number().int(),
    internal_notes: z.string().nullable(),
    verified: z.boolean(),
    must_be_verified: z.boolean(),
    on_hold: z.boolean(),
    hold_reasons: z.array(z.string()),
    bad: z.boolean(),
    bad_reason: z.string().nullable(),
    stop_matching: z.boolean(),
    handled: z.boolean(),
    must_call: z.boolean(),
    do_not_call: z.boolean(),
    duplicate_of_id: id.nullable(),
    feedback_requested_on: z.string().nullable(),
    phone_number_requested_on: z.string().nullable(),
    source: z.string(),
    partner_company_id: id.nullable(),
    utm_source: z.string().nullable().describe('tracking values it arrived with (read-only)'),
    utm_medium: z.string().nullable(),
    utm_campaign: z.string().nullable(),
    source_domain: z.string().nullable(),
    assigned_leads: z.array(leadAssignmentSchema),
    created: iso,
    updated: iso,
    version: z.number().int(),
  })
  .meta({ id: 'Lead' });

export const leadListSchema = listOf(leadSchema).meta({ id: 'LeadList' });
