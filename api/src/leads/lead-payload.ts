import { z } from 'zod';
import { leadInputSchema, type LeadInput } from '#domain/leads/lead-input';
import { leadTrackingSchema, type LeadTracking } from '#domain/marketing/lead-tracking';
import { MESSAGE } from '#domain/shared/messages';
import { badRequest } from '../shared/errors';

const text = z.string().nullish();

/**
 * A lead as partners, the quote forms and staff send it: the partner
 * payload (discr, names, nested address, phone, e-mail) plus the optional lead
 * fields and the answers to the product's questions. Checked by the domain's
 * lead rules (leadInputSchema), so every intake refuses the same things.
 */
export const leadPayloadSchema = z
  .object({
    discr: z.string().describe('product discriminator, e.g. zonnepanelen'),
    gender: text,
    given_name: text,
    family_name: text,
    email: text,
    phone_number: text,
    additional_phone_number: text,
    contact_preference: text,
    company_name: text,
    address: z
      .object({
        country: text,
        street: text,
        house_number: z.union([z.string(), z.number()]).nullish(),
        postal_code: text,
        city: text,
        building_year: z.union([z.string(), z.number()]).nullish(),
      })
      .nullish(),
    house_ownership: text,
    starting_date: text,
    building_type: text,
    build_type: text,
    building_age: text,
    house_contract_type: text,
    lead_request_type_choice: text,
    description: text,
    answers: z
      .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
      .nullish()
      .describe("answers to the product's questions by key (see GET /product)"),
    utm_source: text.describe('tracking: utm_source of the visit (at most 100 characters)'),
    utm_medium: text.describe('tracking: utm_medium of the visit'),
    utm_campaign: text.describe('tracking: utm_campaign of the visit'),
    source_domain: text.describe('tracking: the site the form was on, e.g. mijnzonnepanelen.nl'),
    request_id: z
      .string()
      .max(100)
      .nullish()
      .describe('your id of this request: a retry with the same id answers the first result'),
  })
  .meta({ id: 'LeadPayload' });
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

// Where each domain field sits in the payload, for field errors in the payload's own names.
const PAYLOAD_FIELD: Record<string, string> = {
  givenName: 'given_name',
  familyName: 'family_name',
  phoneNumber: 'phone_number',
  additionalPhoneNumber: 'additional_phone_number',
  contactPreference: 'contact_preference',
  companyName: 'company_name',
  country: 'address.country',
  street: 'address.street',
  houseNumber: 'address.house_number',
  postalCode: 'address.postal_code',
  city: 'address.city',
  buildingYear: 'address.building_year',
  houseOwnership: 'house_ownership',
  startingDate: 'starting_date',
  buildingType: 'building_type',
  buildType: 'build_type',
  buildingAge: 'building_age',
  houseContractType: 'house_contract_type',
  leadRequestTypeChoice: 'lead_request_type_choice',
};

/** The payload checked and normalised by the lead rules; 400 with field errors otherwise. */
export function leadInputFrom(payload: LeadPayload): LeadInput {
  const address = payload.address ?? {};
  const parsed = leadInputSchema.safeParse({
    discr: payload.discr,
    gender: payload.gender,
    givenName: payload.given_name,
    familyName: payload.family_name,
    email: payload.email,
    phoneNumber: payload.phone_number,
    additionalPhoneNumber: payload.additional_phone_number,
    contactPreference: payload.contact_preference,
    companyName: payload.company_name,
    country: address.country ?? undefined,
    street: address.street,
    houseNumber: address.house_number == null ? null : String(address.house_number),
    postalCode: address.postal_code,
    city: address.city,
    buildingYear: address.building_year,
    houseOwnership: payload.house_ownership,
    startingDate: payload.starting_date,
    buildingType: payload.building_type,
    buildType: payload.build_type,
    buildingAge: payload.building_age,
    houseContractType: payload.house_contract_type,
    leadRequestTypeChoice: payload.lead_request_type_choice,
    description: payload.description,
    answers: payload.answers,
  });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    const name = PAYLOAD_FIELD[key] ?? key;
    fields[name] ??= issue.message.startsWith('MESSAGE.') ? issue.message : MESSAGE.INVALID_VALUE;
  }
  throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
}

/** The payload's tracking values, trimmed and checked (docs/marketing.md); 400 otherwise. */
export function trackingFrom(payload: LeadPayload): LeadTracking {
  const parsed = leadTrackingSchema.safeParse({
    utm_source: payload.utm_source,
    utm_medium: payload.utm_medium,
    utm_campaign: payload.utm_campaign,
    source_domain: payload.source_domain,
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? '_')] ??= issue.message.startsWith('MESSAGE.')
        ? issue.message
        : MESSAGE.INVALID_VALUE;
    throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
  }
  return {
    utmSource: parsed.data.utm_source,
    utmMedium: parsed.data.utm_medium,
    utmCampaign: parsed.data.utm_campaign,
    sourceDomain: parsed.data.source_domain,
  };
}
