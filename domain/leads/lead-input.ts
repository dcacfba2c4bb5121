import { z } from 'zod';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '#domain/shared/countries';
import { MESSAGE } from '#domain/shared/messages';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { integerSchema } from '#domain/shared/validators/integer';
import {
  isValidPhone,
  normalizePhone,
  phoneOrMobileRefusal,
} from '#domain/shared/validators/phone';
import { isValidPostalCode, normalizePostalCode } from '#domain/shared/validators/postal-code';
import { emptyToNull, looseText, optionalText, requiredText } from '#domain/shared/validators/text';

export const GENDERS = ['male', 'female', 'other'] as const;
export const CONTACT_PREFERENCES = ['phone', 'email', 'whatsapp'] as const;

const countryField = () =>
  z
    .union([z.enum(COUNTRIES), z.literal('')], { error: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((value): Country => value || DEFAULT_COUNTRY);

// Any Dutch or Belgian style number passes here; a lead whose number is not valid for
// its country is accepted and put on hold (see leadHoldReasons), not refused.
const phoneField = () =>
  looseText()
    .refine((value) => isValidPhone(value, 'ALL'), { message: MESSAGE.ENTER_VALID_PHONE })
    .transform((value) => emptyToNull(normalizePhone(value)));

const enumField = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((value) => value || null);

/**
 * A consumer's request as every intake sends it (partner API, quote form, staff
 * and partner lead-add), flattened; the api maps the partner payload's nested
 * address onto it. Answers to the product's questions are checked separately
 * against the product (domain/products/lead-answers.ts).
 */
export const leadInputSchema = z
  .object({
    discr: z.string({ error: MESSAGE.SELECT_OPTION }).trim().min(1, MESSAGE.SELECT_OPTION),
    gender: enumField(GENDERS),
    givenName: optionalText(100),
    familyName: requiredText(MESSAGE.ENTER_LAST_NAME, 100),
    email: requiredEmailSchema(),
    phoneNumber: phoneField(),
    additionalPhoneNumber: phoneField(),
    contactPreference: enumField(CONTACT_PREFERENCES),
    companyName: optionalText(),
    country: countryField(),
    street: requiredText(MESSAGE.ENTER_STREET, 200),
    houseNumber: requiredText(MESSAGE.ENTER_HOUSE_NUMBER, 20),
    postalCode: looseText(),
    city: requiredText(MESSAGE.ENTER_CITY, 100),
    buildingYear: integerSchema({ min: 1000, max: 2100 }),
    houseOwnership: optionalText(50),
    startingDate: optionalText(50),
    buildingType: optionalText(50),
    buildType: optionalText(50),
    buildingAge: optionalText(50),
    houseContractType: optionalText(50),
    leadRequestTypeChoice: optionalText(50),
    description: optionalText(4000),
    answers: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((lead, context) => {
    if (lead.postalCode === '' || !isValidPostalCode(lead.postalCode, lead.country))
      context.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: MESSAGE.ENTER_VALID_POSTAL_CODE,
      });
    const refusal = phoneOrMobileRefusal(lead.phoneNumber, lead.additionalPhoneNumber);
    if (refusal) context.addIssue({ code: 'custom', path: ['phoneNumber'], message: refusal });
  })
  .transform((lead) => ({
    ...lead,
    postalCode: normalizePostalCode(lead.postalCode, lead.country),
  }));

export type LeadInput = z.infer<typeof leadInputSchema>;
export type LeadInputFields = z.input<typeof leadInputSchema>;

/** Why a lead waits on hold for staff to verify it. */
export const HOLD_REASONS = ['partner_product', 'phone', 'address'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/**
 * The checks that put an accepted lead on hold: the partner wants the product
 * verified; no number is valid for the lead's country (NL and BE); or, in the
 * Netherlands, the postal code is not a known area (`area` null) or the city
 * is neither the area's place nor its municipality.
 */
export function leadHoldReasons(
  lead: Pick<LeadInput, 'country' | 'phoneNumber' | 'additionalPhoneNumber' | 'city'>,
  checks: {
    partnerWantsVerification: boolean;
    area: { city: string; municipality: string } | null;
  },
): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (checks.partnerWantsVerification) reasons.push('partner_product');
  const country = lead.country;
  if (country === 'NL' || country === 'BE') {
    const numbers = [lead.phoneNumber, lead.additionalPhoneNumber].filter((n) => !!n);
    if (!numbers.some((n) => isValidPhone(n!, country))) reasons.push('phone');
  }
  if (country === 'NL') {
    const same = (name: string) =>
      name.localeCompare(lead.city, 'nl', { sensitivity: 'base' }) === 0;
    const area = checks.area;
    if (!area || !(same(area.city) || same(area.municipality))) reasons.push('address');
  }
  return reasons;
}

/** Leads of the same person, product and address within this time are duplicates. */
export const DUPLICATE_WINDOW_DAYS = 30;
