import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToCurrencyText,
  currencySchema,
  currencyToCents,
  isValidCurrency,
  normalizeCurrency,
} from '#domain/shared/validators/currency';
import { decimalSchema, isValidDecimal, normalizeDecimal } from '#domain/shared/validators/decimal';
import {
  integerSchema,
  isValidIntegerText,
  normalizeInteger,
} from '#domain/shared/validators/integer';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('integer', () => {
  it.each([
    ['12', 12],
    ['-4', -4],
    [' 7 ', 7],
    ['', null],
    [null, null],
    [undefined, null],
    [15, 15],
    ['-0', 0],
  ])('accepts %j as %j', (input, expected) => {
    expect(integerSchema().parse(input)).toBe(expected);
  });

  it.each(['1.5', '12a', '--1', '1,0'])('refuses %j', (input) => {
    expect(issue(integerSchema().safeParse(input))).toBe('MESSAGE.ENTER_VALID_NUMBER');
  });

  it('refuses a fractional or unsafe number', () => {
    expect(integerSchema().safeParse(1.5).success).toBe(false);
    expect(integerSchema().safeParse(2 ** 60).success).toBe(false);
  });

  it('applies a minimum and a maximum', () => {
    expect(integerSchema({ min: 1 }).parse('1')).toBe(1);
    expect(issue(integerSchema({ min: 1 }).safeParse('0'))).toBe('MESSAGE.VALUE_TOO_LOW');
    expect(issue(integerSchema({ max: 25 }).safeParse('26'))).toBe('MESSAGE.VALUE_TOO_HIGH');
    expect(integerSchema({ min: 1 }).parse('')).toBeNull();
  });

  it('turns a zero into empty with zeroToNull', () => {
    expect(integerSchema({ zeroToNull: true }).parse('0')).toBeNull();
    expect(integerSchema({ zeroToNull: true }).parse(0)).toBeNull();
    expect(integerSchema({ zeroToNull: true }).parse('3')).toBe(3);
  });

  it('refuses blank when required', () => {
    expect(issue(integerSchema({ required: true }).safeParse(''))).toBe('MESSAGE.FIELD_REQUIRED');
  });

  it('normalises text idempotently and round-trips what it accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const text = String(n);
        expect(isValidIntegerText(text)).toBe(true);
        const once = normalizeInteger(text);
        expect(once).toBe(n === 0 ? 0 : n);
        expect(normalizeInteger(once)).toBe(once);
      }),
    );
    expect(normalizeInteger('abc')).toBeNull();
  });
});

describe('decimal', () => {
  it.each([
    ['12,5', '12.5'],
    ['12.5', '12.5'],
    ['-3', '-3'],
    ['', null],
  ])('accepts %j as %j', (input, expected) => {
    expect(decimalSchema().parse(input)).toBe(expected);
  });

  it.each(['12,', ',5', '1,2,3', 'abc'])('refuses %j', (input) => {
    expect(issue(decimalSchema().safeParse(input))).toBe('MESSAGE.ENTER_VALID_NUMBER');
  });

  it('normalises idempotently, and what it accepts stays valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,6}([.,]\d{1,4})?$/), (text) => {
        expect(isValidDecimal(text)).toBe(true);
        const once = normalizeDecimal(text);
        expect(normalizeDecimal(once)).toBe(once);
        expect(isValidDecimal(once)).toBe(true);
        expect(Number(once)).toBeCloseTo(Number(text.replace(',', '.')));
      }),
    );
  });
});

describe('currency', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['7', 700],
    ['7,', 700],
    ['-3,25', -325],
    ['0,01', 1],
    ['-0', 0],
    ['', null],
    [1999, 1999],
    [null, null],
  ])('stores %j as %j cents', (input, cents) => {
    expect(currencySchema().parse(input)).toBe(cents);
  });

  it.each(['12,505', '1.000,00', 'ten', '€5'])('refuses %j', (input) => {
    expect(issue(currencySchema().safeParse(input))).toBe('MESSAGE.ENTER_VALID_AMOUNT');
  });

  it('applies the maximum in whole euros', () => {
    expect(currencySchema({ maxEuros: 2500 }).parse('2500')).toBe(250000);
    expect(issue(currencySchema({ maxEuros: 2500 }).safeParse('2500,01'))).toBe(
      'MESSAGE.AMOUNT_TOO_HIGH',
    );
    expect(issue(currencySchema({ required: true }).safeParse(''))).toBe('MESSAGE.FIELD_REQUIRED');
  });

  it('formats cents back for the form', () => {
    expect(centsToCurrencyText(1250)).toBe('12,50');
    expect(centsToCurrencyText(-5)).toBe('-0,05');
    expect(normalizeCurrency('12.5')).toBe('12,50');
    expect(normalizeCurrency('')).toBe('');
    expect(currencyToCents('x')).toBeNull();
  });

  it('round-trips cents through the form text and normalises idempotently', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = centsToCurrencyText(cents);
        expect(isValidCurrency(text)).toBe(true);
        expect(currencyToCents(text)).toBe(cents === 0 ? 0 : cents);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,7}([.,]\d{0,2})?$/), (text) => {
        const once = normalizeCurrency(text);
        expect(normalizeCurrency(once)).toBe(once);
        expect(currencyToCents(once)).toBe(currencyToCents(text));
      }),
    );
  });
});
