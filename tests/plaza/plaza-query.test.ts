import { describe, expect, it } from 'vitest';
import { maskOf, MAX_OPTION_BITS, optionBits, optionsIn } from '#domain/plaza/option-bits';
import { buyerRefusal, leadSaleRefusal, plazaPayment } from '#domain/plaza/plaza-purchase';
import {
  checkPlazaQuery,
  limitsDistance,
  maxCompetitors,
  PLAZA_PAGE_SIZE,
  plazaQuerySchema,
  type PlazaProduct,
  type PlazaQueryInput,
} from '#domain/plaza/plaza-query';
import type { ProductQuestion } from '#domain/products/product-question';
import { MESSAGE } from '#domain/shared/messages';

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T12:00:00Z');
const seconds = (ms: number) => ms / 1000;

const SOLAR: PlazaProduct = {
  id: 1,
  discr: 'zonnepanelen',
  questions: [
    {
      key: 'roof',
      label: 'Dak',
      kind: 'single_choice',
      required: true,
      options: [
        { value: 'flat', label: 'Plat' },
        { value: 'pitched', label: 'Schuin' },
      ],
    },
    { key: 'panels', label: 'Panelen', kind: 'integer_range', required: true, min: 1, max: 60 },
    { key: 'surface', label: 'Oppervlak', kind: 'meter_range', required: false, min: 0, max: 500 },
  ],
};
const DORMER: PlazaProduct = { id: 2, discr: 'dakkapel', questions: [] };

function check(input: PlazaQueryInput) {
  return checkPlazaQuery(plazaQuerySchema.parse(input), [SOLAR, DORMER], NOW);
}

describe('the plaza search request', () => {
  it('defaults to the newest leads first, any distance, any competitors, page 1 of 20', () => {
    expect(plazaQuerySchema.parse({})).toEqual({
      sortColumn: 'date',
      sortReverse: true,
      products: {},
      municipalities: [],
      competitors: 4,
      currentPage: 1,
      itemsPerPage: PLAZA_PAGE_SIZE,
    });
  });
  it('refuses page sizes above 100, page 0, unknown sort columns and competitor counts', () => {
    for (const input of [
      { itemsPerPage: 101 },
      { currentPage: 0 },
      { sortColumn: 'price' },
      { competitors: 1 },
      { distance: 501 },
    ])
      expect(plazaQuerySchema.safeParse(input).success).toBe(false);
    expect(plazaQuerySchema.safeParse({ itemsPerPage: 100, competitors: 'none' }).success).toBe(
      true,
    );
  });
  it('reads the competitor filter as a maximum number of companies', () => {
    expect(maxCompetitors('none')).toBe(0);
    expect(maxCompetitors(2)).toBe(2);
    expect(maxCompetitors(4)).toBe(4);
  });
  it('limits the distance below the slider’s top end of 500 km only', () => {
    expect(limitsDistance(0)).toBe(true);
    expect(limitsDistance(499.5)).toBe(true);
    expect(limitsDistance(500)).toBe(false);
    expect(limitsDistance(null)).toBe(false);
    expect(limitsDistance(undefined)).toBe(false);
  });
});

describe('checking a plaza search against the products', () => {
  it('accepts offered options and ranges on questions of the right kind', () => {
    const { fields } = check({
      products: {
        zonnepanelen: {
          enabled: true,
          choices: { roof: ['flat', 'pitched'] },
          integerRanges: { panels: { gte: 10, lte: 10 } },
          meterRanges: { surface: { gte: null, lte: 80 } },
        },
        dakkapel: { enabled: true },
      },
    });
    expect(fields).toEqual({});
  });
  it('refuses an unknown product by its discriminator', () => {
    expect(check({ products: { warmtepomp: { enabled: true } } }).fields).toEqual({
      'products.warmtepomp': MESSAGE.INVALID_VALUE,
    });
  });
  it('refuses unknown questions, choices on range questions and options not offered', () => {
    const { fields } = check({
      products: {
        zonnepanelen: { choices: { colour: ['red'], panels: ['10'], roof: ['flat', 'thatched'] } },
      },
    });
    expect(fields).toEqual({
      'products.zonnepanelen.choices.colour': MESSAGE.INVALID_VALUE,
      'products.zonnepanelen.choices.panels': MESSAGE.INVALID_VALUE,
      'products.zonnepanelen.choices.roof': MESSAGE.SELECT_OPTION,
    });
  });
  it('refuses ranges on the wrong kind of question and inverted ranges', () => {
    const { fields } = check({
      products: {
        zonnepanelen: {
          integerRanges: { surface: { gte: 1 }, roof: { lte: 2 }, panels: { gte: 11, lte: 10 } },
          meterRanges: { panels: { gte: 1 } },
        },
      },
    });
    expect(fields).toEqual({
      'products.zonnepanelen.integerRanges.surface': MESSAGE.INVALID_VALUE,
      'products.zonnepanelen.integerRanges.roof': MESSAGE.INVALID_VALUE,
      'products.zonnepanelen.integerRanges.panels': MESSAGE.VALUE_TOO_LOW,
      'products.zonnepanelen.meterRanges.panels': MESSAGE.INVALID_VALUE,
    });
  });
});

describe('the window a plaza search covers', () => {
  it('is the last seven days up to now by default', () => {
    const { fields, window } = check({});
    expect(fields).toEqual({});
    expect(window.start.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(window.end.toISOString()).toBe(NOW.toISOString());
  });
  it('reads a start a day before the window (a preset from midnight) as the window’s start', () => {
    const earliest = NOW.getTime() - 8 * DAY;
    const { fields, window } = check({ startDate: seconds(earliest) });
    expect(fields).toEqual({});
    expect(window.start.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(check({ startDate: seconds(earliest - 1_000) }).fields).toEqual({
      startDate: MESSAGE.VALUE_TOO_LOW,
    });
  });
  it('keeps a start inside the window, to the millisecond', () => {
    const start = NOW.getTime() - 2 * DAY + 123;
    expect(check({ startDate: seconds(start) }).window.start.getTime()).toBe(start);
  });
  it('allows an end up to a day ahead, but not later, and not before the start', () => {
    expect(check({ endDate: seconds(NOW.getTime() + DAY) }).fields).toEqual({});
    expect(check({ endDate: seconds(NOW.getTime() + DAY + 1_000) }).fields).toEqual({
      endDate: MESSAGE.VALUE_TOO_HIGH,
    });
    expect(
      check({
        startDate: seconds(NOW.getTime() - DAY),
        endDate: seconds(NOW.getTime() - 2 * DAY),
      }).fields,
    ).toEqual({ endDate: MESSAGE.VALUE_TOO_LOW });
  });
});

describe('option bits of a product', () => {
  const bits = optionBits(SOLAR.questions);
  it('numbers only choice options, from bit 0', () => {
    expect(bits).toEqual([
      { questionKey: 'roof', value: 'flat', bit: 0 },
      { questionKey: 'roof', value: 'pitched', bit: 1 },
    ]);
  });
  it('builds a mask of the wanted options of one question and reads it back', () => {
    expect(maskOf(bits, 'roof', ['pitched'])).toBe(2n);
    expect(maskOf(bits, 'roof', ['flat', 'pitched'])).toBe(3n);
    expect(maskOf(bits, 'roof', ['thatched'])).toBe(0n);
    expect(maskOf(bits, 'panels', ['flat'])).toBe(0n);
    expect(optionsIn(bits, 2n).map((bit) => bit.value)).toEqual(['pitched']);
    expect(optionsIn(bits, 0n)).toEqual([]);
  });
  it('stops at 63 bits, the room a bigint has', () => {
    const wide: ProductQuestion[] = [1, 2, 3].map((n) => ({
      key: `q${n}`,
      label: `Vraag ${n}`,
      kind: 'multiple_choice',
      required: false,
      options: Array.from({ length: 30 }, (_, i) => ({ value: `o${i}`, label: `Optie ${i}` })),
    }));
    const many = optionBits(wide);
    expect(many).toHaveLength(MAX_OPTION_BITS);
    expect(many.at(-1)).toEqual({ questionKey: 'q3', value: 'o2', bit: 62 });
    expect(maskOf(many, 'q3', ['o2'])).toBe(1n << 62n);
  });
});

describe('buying a lead on the plaza', () => {
  const buyer = { state: 'active' as const, trialAccount: false, trialBought: 0, cap: null };
  it('refuses companies that are not approved or that cannot buy', () => {
    expect(buyerRefusal({ ...buyer, state: 'new' })).toBe(MESSAGE.NOT_APPROVED);
    expect(buyerRefusal({ ...buyer, state: 'suspect' })).toBe(MESSAGE.NOT_APPROVED);
    expect(buyerRefusal({ ...buyer, state: 'blacklisted' })).toBe(MESSAGE.ACCOUNT_SUSPENDED);
    expect(buyerRefusal({ ...buyer, state: 'archived' })).toBe(MESSAGE.ASSIGNMENT_FAILED);
  });
  it('lets a trial account buy its fifth lead but not a sixth', () => {
    expect(buyerRefusal({ ...buyer, trialAccount: true, trialBought: 4 })).toBeNull();
    expect(buyerRefusal({ ...buyer, trialAccount: true, trialBought: 5 })).toBe(
      MESSAGE.NO_TRIAL_LEADS_LEFT,
    );
    expect(buyerRefusal({ ...buyer, trialAccount: false, trialBought: 50 })).toBeNull();
  });
  it('lets a company below its maximum or without one buy', () => {
    expect(buyerRefusal({ ...buyer, cap: { max: 3, count: 2 } })).toBeNull();
    expect(buyerRefusal({ ...buyer, cap: { max: null, count: 200 } })).toBeNull();
  });
  it('pays with a free plaza lead first, then the prepaid balance, else the invoice', () => {
    expect(plazaPayment({ freePlazaLeadsLeft: 1, isPrepaid: true })).toBe('free');
    expect(plazaPayment({ freePlazaLeadsLeft: 0, isPrepaid: true })).toBe('prepaid');
    expect(plazaPayment({ freePlazaLeadsLeft: 0, isPrepaid: false })).toBe('invoice');
  });
  it('refuses withdrawn leads, leads of kept-apart companies and leads sold out', () => {
    const lead = { owned: false, remainingAssignments: 1, withdrawn: false, keptApart: false };
    expect(leadSaleRefusal({ ...lead, withdrawn: true })).toBe(MESSAGE.ASSIGNMENT_FAILED);
    expect(leadSaleRefusal({ ...lead, keptApart: true })).toBe(MESSAGE.ASSIGNMENT_FAILED);
    expect(leadSaleRefusal({ ...lead, remainingAssignments: 0 })).toBe(
      MESSAGE.LEAD_ALREADY_EXCLUSIVE,
    );
  });
});
