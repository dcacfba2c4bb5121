import { describe, expect, it } from 'vitest';
import {
  perfectViewInputSchema,
  perfectViewScore,
  type PerfectViewCompanyFacts,
  type PerfectViewCriteria,
} from '#domain/dashboards/perfect-view';

const view: PerfectViewCriteria = {
  ownerUserId: 7,
  productIds: [1, 2],
  provinces: ['Utrecht', 'Gelderland'],
  states: ['active'],
  minReviewAverage: 8,
  accountManager: 'mine',
};
const company: PerfectViewCompanyFacts = {
  productIds: [2, 5],
  province: 'Utrecht',
  state: 'active',
  reviewAverage: 8,
  accountManagerId: 7,
};
const unmet = (facts: PerfectViewCompanyFacts, criteria = view) =>
  perfectViewScore(facts, criteria)
    .criteria.filter((c) => !c.met)
    .map((c) => c.criterion);

describe('perfectViewScore', () => {
  it('matches a company that meets every criterion (the minimum included)', () => {
    expect(perfectViewScore(company, view)).toMatchObject({ met: 5, of: 5, matches: true });
  });

  it('names each criterion a company misses', () => {
    expect(unmet({ ...company, productIds: [3] })).toEqual(['products']);
    expect(unmet({ ...company, productIds: [] })).toEqual(['products']);
    expect(unmet({ ...company, province: 'Limburg' })).toEqual(['provinces']);
    expect(unmet({ ...company, province: null })).toEqual(['provinces']);
    expect(unmet({ ...company, state: 'paused' })).toEqual(['states']);
    expect(unmet({ ...company, reviewAverage: 7.9 })).toEqual(['min_review_average']);
    expect(unmet({ ...company, reviewAverage: null })).toEqual(['min_review_average']);
    expect(unmet({ ...company, accountManagerId: 8 })).toEqual(['account_manager']);
    expect(unmet({ ...company, accountManagerId: null })).toEqual(['account_manager']);
    const score = perfectViewScore({ ...company, state: 'new', province: null }, view);
    expect(score).toMatchObject({ met: 3, of: 5, matches: false });
  });

  it('leaves open criteria out of the count', () => {
    const open: PerfectViewCriteria = {
      ownerUserId: 7,
      productIds: [],
      provinces: [],
      states: [],
      minReviewAverage: null,
      accountManager: 'any',
    };
    const score = perfectViewScore({ ...company, productIds: [], province: null }, open);
    expect(score).toMatchObject({ met: 0, of: 0, matches: true });
    expect(score.criteria.every((c) => !c.active && c.met)).toBe(true);
    const none = { ...open, accountManager: 'none' as const };
    expect(perfectViewScore({ ...company, accountManagerId: null }, none).matches).toBe(true);
    expect(perfectViewScore(company, none).matches).toBe(false);
  });
});

describe('perfectViewInputSchema', () => {
  const fieldsOf = (input: unknown) => {
    const result = perfectViewInputSchema.safeParse(input);
    if (result.success) return null;
    // The first message of each field, as the api answers it.
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return fields;
  };

  it('normalises a form: trimmed name, ids from text once and sorted, states in order', () => {
    expect(
      perfectViewInputSchema.parse({
        name: '  Mijn view ',
        product_ids: ['3', 1, 3],
        provinces: ['Utrecht ', 'Drenthe', 'Utrecht'],
        states: ['paused', 'active'],
        min_review_average: '7,55',
        account_manager: 'none',
      }),
    ).toEqual({
      name: 'Mijn view',
      product_ids: [1, 3],
      provinces: ['Drenthe', 'Utrecht'],
      states: ['active', 'paused'],
      min_review_average: 7.6,
      account_manager: 'none',
    });
  });

  it('reads left-out criteria as open', () => {
    expect(perfectViewInputSchema.parse({ name: 'Leeg', min_review_average: '' })).toEqual({
      name: 'Leeg',
      product_ids: [],
      provinces: [],
      states: [],
      min_review_average: null,
      account_manager: 'any',
    });
  });

  it('refuses bad values on their fields with MESSAGE keys', () => {
    expect(fieldsOf({ name: ' ' })).toEqual({ name: 'MESSAGE.ENTER_NAME' });
    expect(fieldsOf({ name: 'x'.repeat(81) })).toEqual({ name: 'MESSAGE.TEXT_TOO_LONG' });
    expect(fieldsOf({ name: 'a', product_ids: [0] })).toEqual({
      product_ids: 'MESSAGE.SELECT_OPTION',
    });
    expect(fieldsOf({ name: 'a', product_ids: [2_147_483_648] })).toEqual({
      product_ids: 'MESSAGE.SELECT_OPTION',
    });
    expect(fieldsOf({ name: 'a', product_ids: 'x' })).toEqual({
      product_ids: 'MESSAGE.SELECT_OPTION',
    });
    expect(
      fieldsOf({ name: 'a', product_ids: Array.from({ length: 51 }, (_, i) => i + 1) }),
    ).toEqual({
      product_ids: 'MESSAGE.VALUE_TOO_HIGH',
    });
    expect(fieldsOf({ name: 'a', provinces: [''] })).toEqual({
      provinces: 'MESSAGE.SELECT_OPTION',
    });
    expect(fieldsOf({ name: 'a', provinces: [1] })).toEqual({ provinces: 'MESSAGE.SELECT_OPTION' });
    expect(fieldsOf({ name: 'a', states: ['gone'] })).toEqual({ states: 'MESSAGE.INVALID_STATE' });
    expect(fieldsOf({ name: 'a', min_review_average: 'veel' })).toEqual({
      min_review_average: 'MESSAGE.ENTER_VALID_NUMBER',
    });
    expect(fieldsOf({ name: 'a', min_review_average: 11 })).toEqual({
      min_review_average: 'MESSAGE.VALUE_TOO_HIGH',
    });
    expect(fieldsOf({ name: 'a', min_review_average: Infinity })).toEqual({
      min_review_average: 'MESSAGE.ENTER_VALID_NUMBER',
    });
    expect(fieldsOf({ name: 'a', account_manager: 'all' })).toEqual({
      account_manager: 'MESSAGE.SELECT_OPTION',
    });
  });
});
