import { z } from 'zod';
import { listOf } from '../shared/responses';

/**
 * The REST answers about a company record (what `companyJson` builds). Fastify
 * serialises with these, so every field `companyJson` sends is listed here.
 */

const id = z.number().int();
const isoOrNull = z.string().nullable();

/** A user's link to a company, as carried on each company row. */
export const companyUserLinkSchema = z
  .object({ user_id: id, admin: z.boolean(), enabled: z.boolean() })
  .meta({ id: 'CompanyUserLink' });

/** GET /company/{id}, the rows of GET /company and GET /company?ids=. */
export const companySchema = z
  .object({
    id,
    name: z.string(),
    trade_name: z.string().nullable(),
    state: z.string(),
    previous_state: z.string().nullable(),
    paused_from: isoOrNull,
    paused_until: isoOrNull,
    country: z.string(),
    postal_code: z.string().nullable(),
    house_number: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    municipality: z.string().nullable(),
    province: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    chamber_of_commerce_number: z.string().nullable(),
    kvk_hoofdvestiginsnummer: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    separate_invoice_data: z.boolean(),
    invoice_company_name: z.string().nullable(),
    invoice_to_the_attention_of: z.string().nullable(),
    invoice_address: z.string().nullable(),
    is_partner: z.boolean(),
    is_comparison: z.boolean(),
    is_lead_generator: z.boolean(),
    lead_generator_type: z.enum(['invoice', 'ncnp', 'prepaid']),
    is_prepaid: z.boolean(),
    /** Prepaid balance in cents. */
    balance: z.number().int(),
    low_balance: z.boolean(),
    prepaid_lead_payments: z.boolean(),
    payment_terms: z.number().int(),
    sepa_mandate_enabled: z.boolean(),
    sepa_mandate_created: isoOrNull,
    has_valid_contract: z.boolean(),
    allow_no_cure_no_pay: z.boolean(),
    has_open_debt: z.boolean(),
    trial_account: z.boolean(),
    pipedrive_integration_enabled: z.boolean(),
    teamleader_integration_enabled: z.boolean(),
    date_of_establishment: z.string().nullable(),
    verified_on: isoOrNull,
    approved: z.boolean(),
    comments: z.string().nullable(),
    logo: z.string().nullable().describe("the api's read-back path of the file"),
    list_logo: z.string().nullable(),
    commercial_register_extract: z.string().nullable(),
    account_manager_id: id.nullable(),
    salesperson_id: id.nullable(),
    prospect_source: z.string().nullable(),
    welcomed_at: isoOrNull,
    plaza_only: z.boolean(),
    company_users: z.array(companyUserLinkSchema),
    partner_ids: z.array(id).describe('partner companies that manage this company'),
    version: z.number().int(),
    created_at: isoOrNull,
    updated_at: isoOrNull,
  })
  .meta({ id: 'Company' });

/** The paged company lists (overview, partners, unapproved). */
export const companyListSchema = listOf(companySchema).meta({ id: 'CompanyList' });

/** GET /company: the overview has a total; the batch read by ids only items. */
export const companyItemsSchema = z
  .object({ items: z.array(companySchema), total: z.number().int().optional() })
  .meta({ id: 'CompanyItems' });

/** A state change or activation: the changed company and the message to show. */
export const stateChangeSchema = z
  .object({ company: companySchema, message: z.string() })
  .meta({ id: 'CompanyStateChange' });

/** A logo or extract upload: the message to show and the company with its new file path. */
export const companyUploadSchema = z
  .object({ message: z.string(), company: companySchema })
  .meta({ id: 'CompanyUpload' });
