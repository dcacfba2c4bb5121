import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NL_AREA_CODES } from '#domain/shared/nl-area-codes';
import {
  emailSchema,
  isValidEmail,
  normalizeEmail,
  requiredEmailSchema,
} from '#domain/shared/validators/email';
import {
  isObviousSequence,
  isValidMobile,
  isValidPhone,
  mobileSchema,
  normalizePhone,
  phoneOrMobileRefusal,
  phoneSchema,
} from '#domain/shared/validators/phone';
import {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeSchema,
} from '#domain/shared/validators/postal-code';
import { isValidUrl, normalizeUrl, urlSchema } from '#domain/shared/validators/url';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('e-mail', () => {
  it.each([
    'jan@example.nl',
    'Jan.de.Vries+offerte@Sub.Example.COM',
    'a@b.museum',
    'x@y.abcdefghijkl',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each([
    'jan',
    'jan@example',
    'jan@example.n',
    'jan@example.abcdefghijklm',
    'jan @example.nl',
    'jan@@x.nl',
    'a@b.1a',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(message(emailSchema().safeParse(email))).toBe('MESSAGE.ENTER_VALID_EMAIL');
  });
  it('allows empty unless required, and stores lower case', () => {
    expect(emailSchema().parse('')).toBeNull();
    expect(emailSchema().parse(null)).toBeNull();
    expect(message(requiredEmailSchema().safeParse(''))).toBe('MESSAGE.ENTER_VALID_EMAIL');
    expect(requiredEmailSchema().parse(' Jan@Example.NL ')).toBe('jan@example.nl');
  });
  it('normalises idempotently and keeps accepted addresses valid', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = normalizeEmail(email);
        expect(normalizeEmail(once)).toBe(once);
        expect(isValidEmail(once)).toBe(isValidEmail(email));
      }),
    );
  });
});

describe('phone', () => {
  it.each([
    ['020-1234 567', '0201234567'],
    ['+31 (0)20 765 43 21', '0207654321'],
    ['0031 6 2345 6789', '0623456789'],
    ['+31 6 98765432', '0698765432'],
    ['0032 2 555 12 12', '025551212'],
    ['', ''],
  ])('normalises %s to %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    ['0201234567', 'NL', false],
    ['020 765 83 21', 'NL', true],
    ['0118 476 543', 'NL', true],
    ['0623456789', 'NL', true],
    ['0858765432', 'NL', true],
    ['0800 0234', 'NL', false],
    ['0192837465', 'NL', false],
    ['02076543210', 'NL', false],
    ['025551280', 'NL', false],
    ['025551280', 'BE', true],
    ['0475 98 76 54', 'BE', true],
    ['0475987', 'BE', false],
    ['12345678', 'BE', false],
    ['025551280', 'ALL', true],
    ['0207658321', 'ALL', true],
    ['0207658321', 'BE', true],
    ['06123', 'ALL', false],
    ['0600000000', 'NL', false],
    ['0612121212', 'NL', false],
    ['0651232123', 'NL', true],
    ['0612312299', 'NL', true],
    ['0698123123', 'NL', false],
    ['0698754321', 'NL', false],
    ['', 'NL', true],
  ] as const)('%s in mode %s valid: %s', (typed, mode, valid) => {
    expect(isValidPhone(typed, mode)).toBe(valid);
    expect(phoneSchema(mode).safeParse(typed).success).toBe(valid);
  });

  it('reports an invalid number with the phone message', () => {
    expect(message(phoneSchema().safeParse('12'))).toBe('MESSAGE.ENTER_VALID_PHONE');
    expect(phoneSchema().parse('')).toBeNull();
    expect(phoneSchema().parse('+31 20 765 83 21')).toBe('0207658321');
  });

  it('knows the sequences that are made up', () => {
    expect(isObviousSequence('0612345678')).toBe(true);
    expect(isObviousSequence('0207654321')).toBe(true);
    expect(isObviousSequence('0207658321')).toBe(false);
  });

  it('checks a mobile number starts with 06', () => {
    expect(isValidMobile('06 98765432')).toBe(true);
    expect(isValidMobile('020 765 83 21')).toBe(false);
    expect(isValidMobile('')).toBe(true);
    expect(mobileSchema().parse('+316 98765432')).toBe('0698765432');
    expect(message(mobileSchema().safeParse('0207658321'))).toBe('MESSAGE.ENTER_VALID_MOBILE');
  });

  it('needs at least one of phone and mobile', () => {
    expect(phoneOrMobileRefusal('', null)).toBe('MESSAGE.ENTER_PHONE_OR_MOBILE');
    expect(phoneOrMobileRefusal(undefined, '  ')).toBe('MESSAGE.ENTER_PHONE_OR_MOBILE');
    expect(phoneOrMobileRefusal('0207658321', '')).toBeNull();
    expect(phoneOrMobileRefusal(null, '0698765432')).toBeNull();
  });

  it('uses the generated area codes, non-geographic prefixes included', () => {
    for (const code of [
      '010',
      '020',
      '0118',
      '06',
      '085',
      '088',
      '0800',
      '0900',
      '0906',
      '0909',
      '091',
      '097',
    ]) {
      expect(NL_AREA_CODES).toContain(code);
    }
    expect([...NL_AREA_CODES].sort()).toEqual(NL_AREA_CODES);
  });

  it('normalises idempotently, and accepted numbers stay valid after normalising', () => {
    const typed = fc
      .tuple(
        fc.constantFrom('', '+31 ', '0031', '+31 (0)', '+32 ', '0032 ', '+', '(0)'),
        fc.stringMatching(/^[0-9 ()+-]{0,14}$/),
      )
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(typed, fc.constantFrom('NL', 'BE', 'ALL' as const), (text, mode) => {
        const once = normalizePhone(text);
        expect(normalizePhone(once)).toBe(once);
        if (isValidPhone(text, mode)) expect(isValidPhone(once, mode)).toBe(true);
      }),
    );
  });
});

describe('postal code', () => {
  it.each([
    ['1234 AB', 'NL', '1234 AB'],
    ['1234ab', 'NL', '1234 AB'],
    ['9999zz', undefined, '9999 ZZ'],
    ['1000', 'BE', '1000'],
    ['10115', 'DE', '10115'],
    ['L-1234', 'LU', 'L-1234'],
    ['', 'NL', null],
  ])('accepts %s in %s as %s', (typed, country, stored) => {
    expect(postalCodeSchema(country).parse(typed)).toBe(stored);
  });

  it.each([
    ['0123 AB', 'NL'],
    ['1234 A', 'NL'],
    ['1234  AB', 'NL'],
    ['12345', 'NL'],
    ['123', 'BE'],
    ['1234', 'DE'],
    ['!!', 'US'],
  ])('refuses %s in %s', (typed, country) => {
    expect(message(postalCodeSchema(country).safeParse(typed))).toBe(
      'MESSAGE.ENTER_VALID_POSTAL_CODE',
    );
  });

  it('normalises idempotently and keeps accepted codes valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{3} ?[a-zA-Z]{2}$/), (typed) => {
        const once = normalizePostalCode(typed, 'NL');
        expect(normalizePostalCode(once, 'NL')).toBe(once);
        expect(isValidPostalCode(once, 'NL')).toBe(true);
        expect(once).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      }),
    );
    expect(normalizePostalCode('12345', null)).toBe('12345');
    expect(isValidPostalCode('1234 AB', null)).toBe(true);
  });
});

describe('url', () => {
  it.each([
    ['example.nl', 'https://example.nl'],
    ['www.example.co.uk/contact?x=1', 'https://www.example.co.uk/contact?x=1'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.Com:8080/a', 'HTTPS://Example.Com:8080/a'],
    ['ftp://files.example.org/x', 'ftp://files.example.org/x'],
    ['shop.amsterdam', 'https://shop.amsterdam'],
    ['', null],
  ])('accepts %s as %s', (typed, stored) => {
    expect(urlSchema().parse(typed)).toBe(stored);
  });

  it.each([
    'example',
    'example.n',
    'http://',
    'https://example.abcdefghijklmnop',
    'exa mple.nl',
    'mailto:x@y.nl',
  ])('refuses %s', (typed) => {
    expect(message(urlSchema().safeParse(typed))).toBe('MESSAGE.ENTER_VALID_URL');
  });

  it('normalises idempotently and keeps accepted urls valid', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.boolean(), (url, dropScheme) => {
        const typed = dropScheme ? url.replace(/^https?:\/\//, '') : url;
        const once = normalizeUrl(typed);
        expect(normalizeUrl(once)).toBe(once);
        if (isValidUrl(typed)) expect(isValidUrl(once)).toBe(true);
      }),
    );
  });
});
