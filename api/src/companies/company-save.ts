import type { CompanyInput } from '#domain/companies/company-input';
import type { Viewer } from '../accounts';
import { ApiError } from '../shared/errors';
import type { CompanyRow, NewCompanyRow } from './company.table';
import { isCompanyStaff, isManager } from './company-access';
import { companyInputOf, formOfCompany, STAFF_ONLY_FIELDS } from './company-input-map';
import { postalAreaOf } from './postal-code-data';

const DEFAULT_PAYMENT_TERMS = 14;

/** Staff-only extras outside the shared company form. */
function extrasOf(body: Record<string, unknown>): Partial<NewCompanyRow> {
  const extras: Partial<NewCompanyRow> = {};
  const fields: Record<string, string> = {};
  const text = (key: string, max: number): string | null | undefined => {
    const value = body[key];
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    if (typeof value !== 'string' || value.trim().length > max) {
      fields[key] = 'MESSAGE.TEXT_TOO_LONG';
      return undefined;
    }
    return value.trim() || null;
  };
  const bool = (key: string): boolean | undefined => {
    const value = body[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      fields[key] = 'MESSAGE.SELECT_OPTION';
      return undefined;
    }
    return value;
  };
  const kvkBranch = text('kvk_hoofdvestiginsnummer', 20);
  if (kvkBranch !== undefined) extras.kvkHoofdvestiginsnummer = kvkBranch;
  const source = text('prospect_source', 255);
  if (source !== undefined) extras.prospectSource = source;
  const leadGenerator = bool('is_lead_generator');
  if (leadGenerator !== undefined) extras.isLeadGenerator = leadGenerator;
  const pipedrive = bool('pipedrive_integration_enabled');
  if (pipedrive !== undefined) extras.pipedriveIntegrationEnabled = pipedrive;
  const teamleader = bool('teamleader_integration_enabled');
  if (teamleader !== undefined) extras.teamleaderIntegrationEnabled = teamleader;
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fields);
  return extras;
}

/** Place, municipality, province and coordinates of a Dutch address from the postal code data. */
function geocode(input: CompanyInput): Partial<NewCompanyRow> {
  if (input.country !== 'NL' || !input.postalCode) {
    return { municipality: null, province: null, latitude: null, longitude: null };
  }
  const area = postalAreaOf(input.postalCode);
  if (!area)
    throw new ApiError(400, 'MESSAGE.GEOCODING_FAILED', {
      postal_code: 'MESSAGE.GEOCODING_FAILED',
    });
  return {
    city: input.city ?? area.city,
    municipality: area.municipality,
    province: area.province,
    latitude: area.latitude,
    longitude: area.longitude,
  };
}

function columnsOf(input: CompanyInput): Partial<NewCompanyRow> {
  return {
    name: input.name,
    tradeName: input.tradeName,
    street: input.street,
    houseNumber: input.houseNumber,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    chamberOfCommerceNumber: input.chamberOfCommerceNumber,
    website: input.website,
    email: input.email,
    phoneNumber: input.phoneNumber,
    separateInvoiceData: input.separateInvoiceData,
    invoiceCompanyName: input.invoiceCompanyName,
    invoiceToTheAttentionOf: input.invoiceToTheAttentionOf,
    invoiceAddress: input.invoiceAddress,
    paymentTerms: input.paymentTerms,
    isPartner: input.isPartner,
    isComparison: input.isComparison,
    isPrepaid: input.isPrepaid,
    allowNoCureNoPay: input.allowNoCureNoPay,
    hasValidContract: input.hasValidContract,
    trialAccount: input.trialAccount,
    dateOfEstablishment: input.dateOfEstablishment,
    comments: input.comments,
    accountManagerId: input.accountManagerId,
    salespersonId: input.salespersonId,
  };
}

function refusePaymentTerms(viewer: Viewer, requested: number, current: number) {
  if (requested !== current && !isManager(viewer)) {
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED', { payment_terms: 'MESSAGE.ACCESS_DENIED' });
  }
}

/**
 * The columns of a company save. Fields left out keep their value; a customer
 * or partner cannot change the staff-only fields (they keep their stored value);
 * only the manager changes payment terms (403 otherwise).
 */
export function companySaveColumns(
  viewer: Viewer,
  body: Record<string, unknown>,
  current: CompanyRow,
): Partial<NewCompanyRow> {
  const base = formOfCompany(current);
  const { input } = companyInputOf(body, base);
  if (!isCompanyStaff(viewer)) {
    for (const field of STAFF_ONLY_FIELDS) (input as Record<string, unknown>)[field] = base[field];
  }
  refusePaymentTerms(viewer, input.paymentTerms, current.paymentTerms);
  const extras = isCompanyStaff(viewer) ? extrasOf(body) : {};
  return { ...columnsOf(input), ...geocode(input), ...extras };
}

/** The columns of a new company: state archived, country NL and 14 days payment terms unless given. */
export function companyCreateColumns(viewer: Viewer, body: Record<string, unknown>): NewCompanyRow {
  const { input } = companyInputOf(body, {});
  refusePaymentTerms(viewer, input.paymentTerms, DEFAULT_PAYMENT_TERMS);
  const columns = { ...columnsOf(input), ...geocode(input), ...extrasOf(body) };
  return { ...columns, name: input.name, state: 'archived' };
}
