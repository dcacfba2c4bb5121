import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** The proof file a company attached to its claim. */
export const claimProofSchema = z
  .object({
    file_name: z.string(),
    media_type: z.string(),
    size: z.number().int(),
    url: z.string().describe("the api's read-back path"),
  })
  .meta({ id: 'ClaimProof' });

/** The lead a claim is about, as far as the claim screens show it. */
export const claimLeadSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    postal_code: z.string(),
    city: z.string().nullable(),
    product_id: id,
    product_name: z.string(),
    discr: z.string(),
    created: z.string(),
  })
  .meta({ id: 'ClaimLead' });

/** A claim against an assigned lead (docs/claims.md). */
export const claimSchema = z
  .object({
    id,
    status: z.number().int().describe('0 new, 4 call center, 1 pending, 2 accepted, 3 denied'),
    customer_status: z.enum(['new', 'processing', 'accepted', 'denied']),
    description: z.string().describe('the reason code (domain/claims/claim-reasons.ts)'),
    message: z.string(),
    is_default_message: z.boolean(),
    assigned_lead_id: id,
    stop_matching: z.boolean(),
    enable_email_notifications: z.boolean(),
    company_id: id,
    company_name: z.string(),
    price_cents: z.number().int(),
    assigned_at: z.string(),
    lead: claimLeadSchema,
    proof: claimProofSchema.nullable(),
    auto_reason: z.string().nullable(),
    auto_decided: z.boolean(),
    credited: z.boolean(),
    read_only: z.boolean(),
    allowed_statuses: z
      .array(z.number().int())
      .describe('the statuses the viewer may give this claim now'),
    can_rematch: z.boolean().describe('accepting now may offer the lead to one more company'),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'Claim' });

export const claimListSchema = listOf(claimSchema).meta({ id: 'ClaimList' });

/** The neighbours of a claim in the staff list. */
export const claimNeighboursSchema = z
  .object({ previous: id.nullable(), next: id.nullable() })
  .meta({ id: 'ClaimNeighbours' });

const figures = {
  lead_total: z.number().int(),
  lead_bad: z.number().int(),
  claim_total: z.number().int(),
  claim_accepted: z.number().int(),
  claim_denied: z.number().int(),
  claim_other: z.number().int(),
};

/** Claim statistics: per month and in total. */
export const claimStatsSchema = z
  .object({
    months: z.array(z.object({ month: z.string().describe('YYYY-MM'), ...figures })),
    totals: z.object(figures),
  })
  .meta({ id: 'ClaimStats' });

const feedbackFigures = {
  claim_total: z.number().int(),
  claim_accepted: z.number().int(),
  claim_denied: z.number().int(),
  claim_other: z.number().int(),
};

/** What companies gave as reasons: claims per reason per month. */
export const claimFeedbackStatsSchema = z
  .object({
    months: z.array(z.object({ month: z.string(), description: z.string(), ...feedbackFigures })),
    totals: z.array(z.object({ description: z.string(), ...feedbackFigures })),
  })
  .meta({ id: 'ClaimFeedbackStats' });

/** What a company gets back from its claims: prepaid balance or credits for its next invoice. */
export const claimCreditsSchema = z
  .object({
    company_id: id,
    is_prepaid: z.boolean(),
    balance_cents: z.number().int().nullable(),
    pending_credit_cents: z.number().int(),
    items: z.array(
      z.object({
        id,
        claim_id: id,
        amount_cents: z.number().int(),
        reason: z.string(),
        invoiced_at: z.string().nullable(),
        invoice_id: id.nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'ClaimCredits' });
