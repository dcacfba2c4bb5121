import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyProfileInputSchema,
  isValidSlug,
  normalizeSlug,
  normalizeWhyUs,
  whyUsEditorLines,
} from '#domain/companies/company-profile-input';
import {
  DEFAULT_NOTIFICATION_FLAGS,
  needsWhatsAppCostConfirmation,
  notificationListInputSchema,
  notificationListProblems,
  type CompanyNotificationList,
} from '#domain/companies/notification-list';
import {
  normalizeSepaMandateInput,
  sepaMandateInputSchema,
} from '#domain/companies/sepa-mandate-input';

describe('SEPA mandate input', () => {
  const mandate = {
    signedBy: 'J. de Vries',
    companyName: 'Verf BV',
    address: 'Dorpsstraat 1',
    city: 'Utrecht',
  };

  it('drops the BIC for a Dutch IBAN', () => {
    const saved = sepaMandateInputSchema.parse({
      ...mandate,
      iban: 'nl91abna0417164300',
      bic: 'ABNANL2A',
    });
    expect(saved).toMatchObject({ iban: 'NL91 ABNA 0417 1643 00', bic: null });
  });

  it('keeps the BIC for a foreign IBAN and strips the KvK number', () => {
    const saved = sepaMandateInputSchema.parse({
      ...mandate,
      iban: 'BE68539007547034',
      bic: 'gebabebb',
      chamberOfCommerceNumber: '0403.170.701',
    });
    expect(saved).toMatchObject({
      iban: 'BE68 5390 0754 7034',
      bic: 'GEBABEBB',
      chamberOfCommerceNumber: '0403170701',
    });
  });

  it.each([
    [{ ...mandate, iban: '' }, 'iban', 'MESSAGE.ENTER_VALID_IBAN'],
    [{ ...mandate, iban: 'NL92ABNA0417164300' }, 'iban', 'MESSAGE.ENTER_VALID_IBAN'],
    [{ ...mandate, iban: 'BE68539007547034', bic: 'GEBA' }, 'bic', 'MESSAGE.ENTER_VALID_BIC'],
    [{ ...mandate, iban: 'NL91ABNA0417164300', signedBy: '' }, 'signedBy', 'MESSAGE.ENTER_NAME'],
    [
      { ...mandate, iban: 'NL91ABNA0417164300', companyName: '' },
      'companyName',
      'MESSAGE.ENTER_COMPANY_NAME',
    ],
  ])('refuses %j on %s', (input, field, message) => {
    const result = sepaMandateInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('normalises idempotently', () => {
    const saved = sepaMandateInputSchema.parse({
      ...mandate,
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
    expect(normalizeSepaMandateInput(saved)).toEqual(saved);
  });
});

describe('notification lists', () => {
  const all = {
    finance: true,
    leads: true,
    claims: true,
    account: true,
    crm: true,
    newsletter: true,
    waLeads: false,
  };
  const list = (
    userId: number,
    isMainUser: boolean,
    flags: Partial<typeof all>,
  ): CompanyNotificationList => ({
    ...DEFAULT_NOTIFICATION_FLAGS,
    ...flags,
    userId,
    isMainUser,
  });

  it('starts with every flag off', () => {
    expect(notificationListInputSchema.parse({})).toEqual(DEFAULT_NOTIFICATION_FLAGS);
    expect(Object.values(DEFAULT_NOTIFICATION_FLAGS).every((value) => value === false)).toBe(true);
  });

  it('accepts a main user receiving everything', () => {
    expect(notificationListProblems([list(1, true, all)])).toEqual([]);
  });

  it('accepts categories spread over several addresses', () => {
    expect(
      notificationListProblems([
        list(1, true, { newsletter: true, account: true }),
        list(2, false, { finance: true, leads: true, claims: true, crm: true }),
      ]),
    ).toEqual([]);
  });

  it('reports a category nobody receives', () => {
    expect(notificationListProblems([list(1, true, { ...all, claims: false })])).toEqual([
      { message: 'MESSAGE.NOTIFICATION_CATEGORY_WITHOUT_ADDRESS', category: 'claims' },
    ]);
  });

  it('reports a main user without the newsletter', () => {
    expect(
      notificationListProblems([
        list(1, true, { ...all, newsletter: false }),
        list(2, false, { newsletter: true }),
      ]),
    ).toEqual([
      { message: 'MESSAGE.MAIN_USER_NEEDS_NEWSLETTER', category: 'newsletter', userId: 1 },
    ]);
  });

  it('reports a company without a main user, or with two', () => {
    expect(notificationListProblems([list(2, false, all)])).toEqual([
      { message: 'MESSAGE.COMPANY_NEEDS_MAIN_USER' },
    ]);
    expect(notificationListProblems([list(1, true, all), list(2, true, all)])).toEqual([
      { message: 'MESSAGE.COMPANY_HAS_SEVERAL_MAIN_USERS' },
    ]);
  });

  it('asks for a cost confirmation only when WhatsApp goes on', () => {
    expect(needsWhatsAppCostConfirmation({ waLeads: false }, { waLeads: true })).toBe(true);
    expect(needsWhatsAppCostConfirmation(null, { waLeads: true })).toBe(true);
    expect(needsWhatsAppCostConfirmation({ waLeads: true }, { waLeads: true })).toBe(false);
    expect(needsWhatsAppCostConfirmation({ waLeads: true }, { waLeads: false })).toBe(false);
  });
});

describe('company profile input', () => {
  it('stores a slug and the filled why-us lines', () => {
    expect(
      companyProfileInputSchema.parse({
        slug: 'Schilder & Zn. Café',
        whyUs: [' Snel ', '', 'Goedkoop', null],
      }),
    ).toEqual({ slug: 'schilder-zn-cafe', whyUs: ['Snel', 'Goedkoop'] });
  });

  it('refuses more than five lines and an empty slug', () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(
      companyProfileInputSchema.safeParse({ slug: 'verf', whyUs: six }).error?.issues[0]?.message,
    ).toBe('MESSAGE.TOO_MANY_LINES');
    expect(
      companyProfileInputSchema.safeParse({ slug: '!!!', whyUs: [] }).error?.issues[0]?.message,
    ).toBe('MESSAGE.ENTER_VALID_SLUG');
    expect(
      companyProfileInputSchema.parse({ slug: 'verf', whyUs: ['1', '', '2', '3', '4', '5', ''] })
        .whyUs,
    ).toHaveLength(5);
  });

  it('keeps one empty line for adding while below five', () => {
    expect(whyUsEditorLines(['Snel', ''])).toEqual(['Snel', '']);
    expect(whyUsEditorLines([])).toEqual(['']);
    expect(whyUsEditorLines(['1', '2', '3', '4', '5'])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('normalises slugs and lines idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeSlug(text);
        expect(normalizeSlug(once)).toBe(once);
        if (once !== '' && once.length <= 120) expect(isValidSlug(once)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const once = normalizeWhyUs(lines);
        expect(normalizeWhyUs(once)).toEqual(once);
      }),
    );
  });
});
