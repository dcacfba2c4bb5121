import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bicSchema, isValidBic, normalizeBic } from '#domain/shared/validators/bic';
import {
  chamberOfCommerceRefusal,
  chamberOfCommerceSchema,
  isValidChamberOfCommerceNumber,
  normalizeChamberOfCommerceNumber,
} from '#domain/shared/validators/chamber-of-commerce';
import {
  compactIban,
  ibanSchema,
  isDutchIban,
  isValidIban,
  mod97,
  normalizeIban,
} from '#domain/shared/validators/iban';
import {
  isValidDutchVatChecksum,
  isValidVat,
  normalizeVat,
  vatSchema,
} from '#domain/shared/validators/vat';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

/** Builds a valid IBAN from a country and account by computing the check digits. */
function makeIban(country: string, account: string): string {
  const check = 98 - mod97(`${account}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${account}`;
}

describe('IBAN', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    ['nl91 abna 0417 1643 00', 'NL91 ABNA 0417 1643 00'],
    ['BE68 5390 0754 7034', 'BE68 5390 0754 7034'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['', null],
  ])('accepts %s as %s', (typed, stored) => {
    expect(ibanSchema().parse(typed)).toBe(stored);
  });

  it.each([
    'NL92ABNA0417164300',
    'NL91ABNA041716430',
    'XX91ABNA0417164300',
    'NL91ABNA04171643!0',
    'BE6853900754703',
  ])('refuses %s', (typed) =>
    expect(message(ibanSchema().safeParse(typed))).toBe('MESSAGE.ENTER_VALID_IBAN'),
  );

  it('knows a Dutch IBAN', () => {
    expect(isDutchIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isDutchIban('BE68539007547034')).toBe(false);
    expect(isDutchIban(null)).toBe(false);
  });

  it('normalises idempotently and keeps generated valid IBANs valid', () => {
    const account = fc.stringMatching(/^[A-Z]{4}\d{10}$/);
    fc.assert(
      fc.property(account, fc.boolean(), (bban, lower) => {
        const iban = makeIban('NL', bban);
        const typed = lower ? iban.toLowerCase() : iban;
        expect(isValidIban(typed)).toBe(true);
        const once = normalizeIban(typed);
        expect(normalizeIban(once)).toBe(once);
        expect(isValidIban(once)).toBe(true);
        expect(compactIban(once)).toBe(iban);
      }),
    );
  });
});

describe('BIC', () => {
  it.each([
    ['ABNANL2A', 'ABNANL2A'],
    ['rabo nl 2u', 'RABONL2U'],
    ['DEUTDEFF500', 'DEUTDEFF500'],
    ['', null],
  ])('accepts %s as %s', (typed, stored) => {
    expect(bicSchema().parse(typed)).toBe(stored);
  });
  it.each(['ABN1NL2A', 'ABNANL2', 'ABNANL2A50', 'ABNAN12A'])('refuses %s', (typed) => {
    expect(message(bicSchema().safeParse(typed))).toBe('MESSAGE.ENTER_VALID_BIC');
  });
  it('normalises idempotently', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/), (typed) => {
        const once = normalizeBic(typed);
        expect(normalizeBic(once)).toBe(once);
        expect(isValidBic(typed)).toBe(true);
        expect(isValidBic(once)).toBe(true);
      }),
    );
  });
});

describe('VAT number', () => {
  it.each([
    ['NL 1234.56.782 B01', 'NL123456782B01'],
    ['nl002455799b11', 'NL002455799B11'],
    ['NL000099998B57', 'NL000099998B57'],
    ['BE0403170701', 'BE0403170701'],
    ['DE 136 695 976', 'DE136695976'],
    ['ATU13585627', 'ATU13585627'],
    ['', null],
  ])('accepts %s as %s', (typed, stored) => {
    expect(vatSchema().parse(typed)).toBe(stored);
  });

  it.each([
    'NL801987482B01',
    'NL123456782B00',
    'NL12345678B01',
    'BE2403170701',
    'DE13669597',
    'XX123456789',
    'US123456789',
  ])('refuses %s', (typed) =>
    expect(message(vatSchema().safeParse(typed))).toBe('MESSAGE.ENTER_VALID_VAT_NUMBER'),
  );

  it('accepts the Dutch eleven-test and the mod-97 numbers', () => {
    expect(isValidDutchVatChecksum('NL123456782B01')).toBe(true);
    expect(isValidDutchVatChecksum('NL000099998B57')).toBe(true);
    expect(isValidDutchVatChecksum('NL000099997B57')).toBe(false);
  });

  it('normalises idempotently and keeps accepted numbers valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NL 1234.56.782 B01', 'be 0403-170-701', 'DE136695976', 'atu 135 856 27'),
        fc.constantFrom('', ' ', '.'),
        (typed, noise) => {
          const text = typed + noise;
          expect(isValidVat(text)).toBe(true);
          const once = normalizeVat(text);
          expect(normalizeVat(once)).toBe(once);
          expect(isValidVat(once)).toBe(true);
        },
      ),
    );
  });
});

describe('chamber of commerce number', () => {
  it.each([
    ['12345678', 'NL', null],
    ['1234 5678', 'nl', null],
    ['KvK 12-34-56-78', 'NL', null],
    ['', null, null],
    [null, 'NL', null],
    ['0403170701', 'BE', null],
    ['1234567', 'NL', 'MESSAGE.ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER'],
    ['123456789', 'NL', 'MESSAGE.ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER'],
    ['123', 'DE', 'MESSAGE.ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER'],
    ['12345678', null, 'MESSAGE.SELECT_COUNTRY_FIRST'],
    ['12345678', '', 'MESSAGE.SELECT_COUNTRY_FIRST'],
  ])('%s in %s: %s', (typed, country, refusal) => {
    expect(chamberOfCommerceRefusal(typed, country)).toBe(refusal);
  });

  it('strips non-digits in the schema', () => {
    expect(chamberOfCommerceSchema('NL').parse('12.34.56.78')).toBe('12345678');
    expect(chamberOfCommerceSchema('NL').parse('')).toBeNull();
    expect(message(chamberOfCommerceSchema(null).safeParse('12345678'))).toBe(
      'MESSAGE.SELECT_COUNTRY_FIRST',
    );
  });

  it('normalises idempotently and keeps accepted numbers valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}[ .-]?\d{2}[ .-]?\d{4}$/), (typed) => {
        expect(isValidChamberOfCommerceNumber(typed, 'NL')).toBe(true);
        const once = normalizeChamberOfCommerceNumber(typed);
        expect(normalizeChamberOfCommerceNumber(once)).toBe(once);
        expect(isValidChamberOfCommerceNumber(once, 'NL')).toBe(true);
      }),
    );
  });
});
