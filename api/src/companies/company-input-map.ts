import type { ZodError } from 'zod';
import { camelToSnake, snakeToCamel } from '#domain/shared/case-names';
import { companyInputSchema, type CompanyInput } from '#domain/companies/company-input';
import { ApiError } from '../shared/errors';
import type { CompanyRow } from './company.table';

/** The form fields of a stored company, as the domain schema reads them. */
export function formOfCompany(row: CompanyRow): Record<string, unknown> {
  return {
    name: row.name,
    tradeName: row.tradeName,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    chamberOfCommerceNumber: row.chamberOfCommerceNumber,
    website: row.website,
    email: row.email,
    phoneNumber: row.phoneNumber,
    separateInvoiceData: row.separateInvoiceData,
    invoiceCompanyName: row.invoiceCompanyName,
    invoiceToTheAttentionOf: row.invoiceToTheAttentionOf,
    invoiceAddress: row.invoiceAddress,
    paymentTerms: row.paymentTerms,
    isPartner: row.isPartner,
    isComparison: row.isComparison,
    isPrepaid: row.isPrepaid,
    allowNoCureNoPay: row.allowNoCureNoPay,
    hasValidContract: row.hasValidContract,
    trialAccount: row.trialAccount,
    dateOfEstablishment: row.dateOfEstablishment,
    comments: row.comments,
    accountManagerId: row.accountManagerId,
    salespersonId: row.salespersonId,
  };
}

/** Fields a customer or partner may not change on their own company (kept as stored). */
export const STAFF_ONLY_FIELDS = [
  'isPartner',
  'isComparison',
  'isPrepaid',
  'allowNoCureNoPay',
  'hasValidContract',
  'trialAccount',
  'comments',
  'accountManagerId',
  'salespersonId',
] as const;

export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map((p) => camelToSnake(String(p))).join('.') || '_';
    fields[name] ??= issue.message.startsWith('MESSAGE.') ? issue.message : 'MESSAGE.INVALID_VALUE';
  }
  return fields;
}

/**
 * Reads a snake_case company body over `base` (the stored form, or {} for a new
 * company): fields left out keep their value. Validated and normalised by the
 * domain schema; failures answer 400 with a MESSAGE key per snake_case field.
 */
export function companyInputOf(
  body: Record<string, unknown>,
  base: Record<string, unknown>,
): { input: CompanyInput; sent: Set<string> } {
  const merged: Record<string, unknown> = { ...base };
  const sent = new Set<string>();
  for (const [key, value] of Object.entries(body)) {
    const camel = snakeToCamel(key);
    if (camel in formFieldsTemplate) {
      merged[camel] = value;
      sent.add(camel);
    }
  }
  const parsed = companyInputSchema.safeParse(merged);
  if (!parsed.success)
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fieldErrors(parsed.error));
  return { input: parsed.data, sent };
}

const formFieldsTemplate = Object.fromEntries(
  Object.keys(formOfCompany({} as CompanyRow)).map((key) => [key, true]),
) as Record<string, true>;
