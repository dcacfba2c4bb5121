import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyInputRefusals,
  companyInputSchema,
  normalizeCompanyInput,
  phoneModeForCountry,
} from '#domain/companies/company-input';

const base = { name: 'Schildersbedrijf Verf BV' };

function fieldErrors(input: unknown): Record<string, string> {
  const result = companyInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('companyInputSchema', () => {
  it('fills the defaults of a new company', () => {
    const company = companyInputSchema.parse(base);
    expect(company).toMatchObject({
      name: 'Schildersbedrijf Verf BV',
      country: 'NL',
      paymentTerms: 14,
      separateInvoiceData: false,
      isPartner: false,
      tradeName: null,
      website: null,
      email: null,
      phoneNumber: null,
      postalCode: null,
      accountManagerId: null,
    });
  });

  it('normalises the fields as stored', () => {
    const company = companyInputSchema.parse({
      ...base,
      tradeName: 'Verf',
      street: 'Dorpsstraat %',
      houseNumber: '12a',
      postalCode: '1234ab',
      city: 'Utrecht',
      country: 'NL',
      chamberOfCommerceNumber: '1234 5678',
      website: 'verf.nl',
      email: 'Info@Verf.NL',
      phoneNumber: '+31 (0)30 765 83 21',
      paymentTerms: '30',
      dateOfEstablishment: '2001-05-17',
      accountManagerId: 4,
    });
    expect(company).toMatchObject({
      tradeName: 'Verf',
      street: 'Dorpsstraat',
      postalCode: '1234 AB',
      chamberOfCommerceNumber: '12345678',
      website: 'https://verf.nl',
      email: 'info@verf.nl',
      phoneNumber: '0307658321',
      paymentTerms: 30,
      dateOfEstablishment: '2001-05-17',
      accountManagerId: 4,
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'MESSAGE.ENTER_COMPANY_NAME'],
    [{ ...base, postalCode: '0123 AB' }, 'postalCode', 'MESSAGE.ENTER_VALID_POSTAL_CODE'],
    [
      { ...base, country: 'BE', postalCode: '1234 AB' },
      'postalCode',
      'MESSAGE.ENTER_VALID_POSTAL_CODE',
    ],
    [
      { ...base, country: 'DE', postalCode: '1234' },
      'postalCode',
      'MESSAGE.ENTER_VALID_POSTAL_CODE',
    ],
    [{ ...base, phoneNumber: '12345' }, 'phoneNumber', 'MESSAGE.ENTER_VALID_PHONE'],
    [
      { ...base, chamberOfCommerceNumber: '1234567' },
      'chamberOfCommerceNumber',
      'MESSAGE.ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER',
    ],
    [{ ...base, email: 'info@verf' }, 'email', 'MESSAGE.ENTER_VALID_EMAIL'],
    [{ ...base, website: 'verf' }, 'website', 'MESSAGE.ENTER_VALID_URL'],
    [{ ...base, paymentTerms: '-1' }, 'paymentTerms', 'MESSAGE.VALUE_TOO_LOW'],
    [
      { ...base, dateOfEstablishment: '17-05-2001' },
      'dateOfEstablishment',
      'MESSAGE.ENTER_VALID_DATE',
    ],
  ])('refuses %j on %s', (input, field, message) => {
    expect(fieldErrors(input)[field]).toBe(message);
  });

  it('refuses a country outside the list', () => {
    expect(fieldErrors({ ...base, country: 'FR' }).country).toBeDefined();
  });

  it('accepts a Belgian address and phone for a Belgian company', () => {
    const company = companyInputSchema.parse({
      ...base,
      country: 'BE',
      postalCode: '1000',
      phoneNumber: '02 555 12 80',
    });
    expect(company).toMatchObject({ country: 'BE', postalCode: '1000', phoneNumber: '025551280' });
  });

  it('clears the invoice fields when separate invoice data is off', () => {
    const invoice = {
      invoiceCompanyName: 'Verf Holding',
      invoiceToTheAttentionOf: 'Crediteuren',
      invoiceAddress: 'Postbus 1',
    };
    expect(
      companyInputSchema.parse({ ...base, ...invoice, separateInvoiceData: false }),
    ).toMatchObject({
      invoiceCompanyName: null,
      invoiceToTheAttentionOf: null,
      invoiceAddress: null,
    });
    expect(
      companyInputSchema.parse({ ...base, ...invoice, separateInvoiceData: true }),
    ).toMatchObject(invoice);
  });

  it('empties a trade name equal to the name', () => {
    expect(
      companyInputSchema.parse({ ...base, tradeName: 'Schildersbedrijf Verf BV ' }).tradeName,
    ).toBeNull();
  });

  it('normalises idempotently and keeps valid input valid', () => {
    const input = fc.record({
      name: fc.constantFrom('Verf BV', 'Dak & Co'),
      tradeName: fc.constantFrom('', 'Verf BV', 'Verf'),
      street: fc.constantFrom('Dorpsstraat', 'Laan 50%', ''),
      postalCode: fc.stringMatching(/^[1-9]\d{3} ?[a-zA-Z]{2}$/),
      phoneNumber: fc.constantFrom('', '+31 (0)30 765 83 21', '06-98765432'),
      chamberOfCommerceNumber: fc.constantFrom('', '12.34.56.78'),
      separateInvoiceData: fc.boolean(),
      invoiceCompanyName: fc.constantFrom('', 'Holding'),
    });
    fc.assert(
      fc.property(input, (raw) => {
        const once = companyInputSchema.parse(raw);
        expect(normalizeCompanyInput(once)).toEqual(once);
        expect(companyInputSchema.parse(once)).toEqual(once);
      }),
    );
  });
});

describe('companyInputRefusals', () => {
  it('refuses a chamber of commerce number without a country', () => {
    expect(companyInputRefusals({ country: null, chamberOfCommerceNumber: '12345678' })).toEqual({
      chamberOfCommerceNumber: 'MESSAGE.SELECT_COUNTRY_FIRST',
    });
    expect(companyInputRefusals({ country: 'NL' })).toEqual({});
  });
  it('picks the phone rules by country', () => {
    expect(phoneModeForCountry('NL')).toBe('NL');
    expect(phoneModeForCountry('BE')).toBe('BE');
    expect(phoneModeForCountry('LU')).toBe('ALL');
  });
});
