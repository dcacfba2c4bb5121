import { describe, expect, it } from 'vitest';
import {
  companyFormValues,
  newCompanyFormValues,
} from '../../web/src/features/companies/company-form-values';

describe('the company form', () => {
  it('starts a new company in the Netherlands with 14 days to pay', () => {
    expect(newCompanyFormValues()).toMatchObject({
      name: '',
      country: 'NL',
      paymentTerms: 14,
      isPartner: false,
      accountManagerId: null,
    });
  });
  it('shows a stored company with empty fields for what it lacks', () => {
    const values = companyFormValues({ name: 'Zon BV', city: 'Utrecht', website: null });
    expect(values).toMatchObject({
      name: 'Zon BV',
      city: 'Utrecht',
      website: '',
      street: '',
      country: 'NL',
      paymentTerms: 14,
      separateInvoiceData: false,
      dateOfEstablishment: '',
    });
  });
  it('shows a trade name only when it differs from the name', () => {
    expect(companyFormValues({ name: 'Zon BV', tradeName: ' Zon BV ' }).tradeName).toBe('');
    expect(companyFormValues({ name: 'Zon BV', tradeName: 'ZonNu' }).tradeName).toBe('ZonNu');
    expect(companyFormValues({ name: 'Zon BV', tradeName: null }).tradeName).toBe('');
  });
  it('keeps the stored settings, the founding day and the people by id', () => {
    expect(
      companyFormValues({
        name: 'Zon BV',
        country: 'BE',
        paymentTerms: 30,
        isPrepaid: true,
        trialAccount: true,
        dateOfEstablishment: '2015-03-01T00:00:00.000Z',
        accountManager: { id: '7' },
        salesperson: { id: 9 },
      }),
    ).toMatchObject({
      country: 'BE',
      paymentTerms: 30,
      isPrepaid: true,
      trialAccount: true,
      dateOfEstablishment: '2015-03-01',
      accountManagerId: 7,
      salespersonId: 9,
    });
  });
});
