import { describe, expect, it } from 'vitest';
import type { CompanyInput as CompanyFormOutput } from '#domain/companies/company-input';
import { toCompanyInput } from '../../web/src/features/companies/to-company-input';

const VALUES: CompanyFormOutput = {
  name: 'Zon BV',
  tradeName: null,
  street: 'Oudegracht',
  houseNumber: '12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
  chamberOfCommerceNumber: '12345678',
  website: null,
  email: 'info@zon.nl',
  phoneNumber: '0206381920',
  separateInvoiceData: false,
  invoiceCompanyName: null,
  invoiceToTheAttentionOf: null,
  invoiceAddress: null,
  dateOfEstablishment: null,
  paymentTerms: 30,
  isPartner: true,
  isComparison: false,
  isPrepaid: true,
  allowNoCureNoPay: false,
  hasValidContract: true,
  trialAccount: false,
  comments: 'Belt liever',
  accountManagerId: 7,
  salespersonId: null,
};

const STAFF_FIELDS = [
  'isPartner',
  'isComparison',
  'isPrepaid',
  'allowNoCureNoPay',
  'hasValidContract',
  'trialAccount',
  'comments',
  'accountManagerId',
  'salespersonId',
];

describe('what a company form saves', () => {
  it("sends a customer's own company details only", () => {
    const input = toCompanyInput(VALUES, { staff: false, canChangePaymentTerms: false });
    expect(input).toMatchObject({ name: 'Zon BV', city: 'Utrecht', email: 'info@zon.nl' });
    expect(input).not.toHaveProperty('paymentTerms');
    for (const field of STAFF_FIELDS) expect(input).not.toHaveProperty(field);
  });
  it('sends the payment terms only when the viewer may change them', () => {
    expect(toCompanyInput(VALUES, { staff: false, canChangePaymentTerms: true }).paymentTerms).toBe(
      30,
    );
  });
  it('sends the staff-only settings for staff, people by their id as text', () => {
    const input = toCompanyInput(VALUES, { staff: true, canChangePaymentTerms: false });
    expect(input).toMatchObject({
      isPartner: true,
      isPrepaid: true,
      hasValidContract: true,
      comments: 'Belt liever',
      accountManagerId: '7',
      salespersonId: null,
    });
    expect(input).not.toHaveProperty('paymentTerms');
  });
});
