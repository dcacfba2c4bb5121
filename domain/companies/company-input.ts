import { z } from 'zod';
import { flagSchema } from '#domain/shared/validators/flag';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '#domain/shared/countries';
import { MESSAGE } from '#domain/shared/messages';
import {
  chamberOfCommerceRefusal,
  normalizeChamberOfCommerceNumber,
} from '#domain/shared/validators/chamber-of-commerce';
import { emailSchema } from '#domain/shared/validators/email';
import { integerSchema } from '#domain/shared/validators/integer';
import { isValidPhone, normalizePhone, type PhoneMode } from '#domain/shared/validators/phone';
import { isValidPostalCode, normalizePostalCode } from '#domain/shared/validators/postal-code';
import { emptyToNull, looseText, optionalText, requiredText } from '#domain/shared/validators/text';
import { urlSchema } from '#domain/shared/validators/url';
import { isCalendarDate } from '#domain/shared/validators/calendar-date';

/** New companies get 14 days to pay. */
export const DEFAULT_PAYMENT_TERMS = 14;

const flag = flagSchema;

const optionalId = () =>
  z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null);

// A blank or missing country means the default (NL).
const countryField = () =>
  z
    .union([z.enum(COUNTRIES), z.literal('')], { error: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((value): Country => value || DEFAULT_COUNTRY);

const dateField = () =>
  looseText()
    .refine((value) => value === '' || isCalendarDate(value), {
      message: MESSAGE.ENTER_VALID_DATE,
    })
    .transform(emptyToNull);

/** Phone numbers are checked with the rules of the company's country (others: NL or BE style). */
export function phoneModeForCountry(country: Country): PhoneMode {
  if (country === 'NL' || country === 'BE') return country;
  return 'ALL';
}

/**
 * The fields of the company form (camelCase; the api maps them to snake_case).
 * Country-dependent fields (postal code, phone, chamber of commerce number) are
 * checked in `companyInputSchema`, which also normalises.
 */
export const companyInputFields = z.object({
  name: requiredText(MESSAGE.ENTER_COMPANY_NAME),
  tradeName: optionalText(),
  street: optionalText(),
  houseNumber: optionalText(20),
  postalCode: looseText(),
  city: optionalText(),
  country: countryField(),
  chamberOfCommerceNumber: looseText(),
  website: urlSchema(),
  email: emailSchema(),
  phoneNumber: looseText(),
  separateInvoiceData: flag(),
  invoiceCompanyName: optionalText(),
  invoiceToTheAttentionOf: optionalText(),
  invoiceAddress: optionalText(1000),
  paymentTerms: integerSchema({ min: 0, max: 365 }).transform(
    (value) => value ?? DEFAULT_PAYMENT_TERMS,
  ),
  isPartner: flag(),
  isComparison: flag(),
  isPrepaid: flag(),
  allowNoCureNoPay: flag(),
  hasValidContract: flag(),
  trialAccount: flag(),
  dateOfEstablishment: dateField(),
  comments: optionalText(5000),
  accountManagerId: optionalId(),
  salespersonId: optionalId(),
});

type CompanyFields = z.output<typeof companyInputFields>;

/** The stored shape: postal code, phone and chamber of commerce number as text or null. */
export type CompanyInput = Omit<
  CompanyFields,
  'postalCode' | 'phoneNumber' | 'chamberOfCommerceNumber'
> & {
  postalCode: string | null;
  phoneNumber: string | null;
  chamberOfCommerceNumber: string | null;
};

const withoutPercent = (value: string | null): string | null =>
  emptyToNull((value ?? '').replace(/%/g, '').trim());

/**
 * Stored form of a valid company input (normalising twice changes nothing):
 * - invoice name, attention and address are cleared without separate invoice data;
 * - a trade name equal to the name is stored empty (it is shown empty anyway);
 * - '%' is removed from the address; postal code, phone and KvK number in their stored form.
 */
export function normalizeCompanyInput(input: CompanyInput): CompanyInput {
  const country = input.country;
  const tradeName =
    input.tradeName && input.tradeName.trim() !== input.name.trim() ? input.tradeName : null;
  const invoice = input.separateInvoiceData
    ? {
        invoiceCompanyName: input.invoiceCompanyName,
        invoiceToTheAttentionOf: input.invoiceToTheAttentionOf,
        invoiceAddress: input.invoiceAddress,
      }
    : { invoiceCompanyName: null, invoiceToTheAttentionOf: null, invoiceAddress: null };
  return {
    ...input,
    ...invoice,
    tradeName,
    street: withoutPercent(input.street),
    houseNumber: withoutPercent(input.houseNumber),
    city: withoutPercent(input.city),
    postalCode: emptyToNull(
      normalizePostalCode((input.postalCode ?? '').replace(/%/g, ''), country),
    ),
    phoneNumber: emptyToNull(normalizePhone(input.phoneNumber ?? '')),
    chamberOfCommerceNumber: emptyToNull(
      normalizeChamberOfCommerceNumber(input.chamberOfCommerceNumber ?? ''),
    ),
  };
}

/** The country-dependent checks, as field -> MESSAGE key. */
export function companyInputRefusals(input: {
  country: Country | null | undefined;
  postalCode?: string | null;
  phoneNumber?: string | null;
  chamberOfCommerceNumber?: string | null;
}): Partial<Record<'postalCode' | 'phoneNumber' | 'chamberOfCommerceNumber', string>> {
  const refusals: Partial<
    Record<'postalCode' | 'phoneNumber' | 'chamberOfCommerceNumber', string>
  > = {};
  const country = input.country ?? null;
  const postalCode = (input.postalCode ?? '').replace(/%/g, '');
  if (!isValidPostalCode(postalCode, country ?? DEFAULT_COUNTRY))
    refusals.postalCode = MESSAGE.ENTER_VALID_POSTAL_CODE;
  if (!isValidPhone(input.phoneNumber ?? '', phoneModeForCountry(country ?? DEFAULT_COUNTRY))) {
    refusals.phoneNumber = MESSAGE.ENTER_VALID_PHONE;
  }
  const kvk = chamberOfCommerceRefusal(input.chamberOfCommerceNumber, country);
  if (kvk) refusals.chamberOfCommerceNumber = kvk;
  return refusals;
}

/** The company form and the api's company body: validates, then normalises. */
export const companyInputSchema = companyInputFields
  .superRefine((input, context) => {
    for (const [field, message] of Object.entries(companyInputRefusals(input))) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  .transform((input) => normalizeCompanyInput(input));

export type CompanyFormValues = z.input<typeof companyInputSchema>;
