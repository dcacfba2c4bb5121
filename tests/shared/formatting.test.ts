import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCustomerCareOpen } from '#domain/shared/customer-care-hours';
import {
  ALL_TIME_START,
  dateRangeForPreset,
  DATE_RANGE_PRESETS,
} from '#domain/shared/date-range-presets';
import { formatFileSize } from '#domain/shared/format-file-size';
import { formatMoney } from '#domain/shared/format-money';
import { greetingForHour } from '#domain/shared/greeting';
import { radiusMetres, weeklyFromDaily } from '#domain/shared/business-constants';
import { isCountry } from '#domain/shared/countries';

describe('formatMoney', () => {
  it.each([
    [1200, '€ 12,-'],
    [1250, '€ 12,50'],
    [5, '€ 0,05'],
    [123456789, '€ 1.234.567,89'],
    [0, '€ 0,-'],
    [-1250, '(-€ 12,50)'],
    [-100000, '(-€ 1.000,-)'],
  ])('%i cents shows %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
  it('can leave out the symbol', () => {
    expect(formatMoney(250000, { symbol: false })).toBe('2.500,-');
  });
  it('puts every negative amount in parentheses', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (cents) => {
        const text = formatMoney(cents);
        expect(text.startsWith('(-')).toBe(cents < 0);
        expect(text.endsWith(',-') || text.endsWith(',-)')).toBe(cents % 100 === 0);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [512 * 1024, '512 KB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [2 * 1024 ** 3, '2 GB'],
  ])('%i bytes shows %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('greetingForHour', () => {
  it.each([
    [0, 'night'],
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ])('%i:00 is %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe('dateRangeForPreset', () => {
  const now = new Date(2024, 2, 15, 10, 30);
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
  const end = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999);
  it.each([
    ['today', day(2024, 3, 15), end(2024, 3, 15)],
    ['yesterday', day(2024, 3, 14), end(2024, 3, 14)],
    ['last_7_days', day(2024, 3, 9), end(2024, 3, 15)],
    ['last_30_days', day(2024, 2, 15), end(2024, 3, 15)],
    ['last_60_days', day(2024, 1, 16), end(2024, 3, 15)],
    ['last_90_days', day(2023, 12, 17), end(2024, 3, 15)],
    ['this_month', day(2024, 3, 1), end(2024, 3, 31)],
    ['last_month', day(2024, 2, 1), end(2024, 2, 29)],
    ['this_year', day(2024, 1, 1), end(2024, 12, 31)],
    ['last_365_days', day(2023, 3, 17), end(2024, 3, 15)],
    ['previous_year', day(2023, 1, 1), end(2023, 12, 31)],
    ['all_time', day(2013, 1, 1), end(2024, 3, 15)],
  ] as const)('%s', (preset, start, stop) => {
    expect(dateRangeForPreset(preset, now)).toEqual({ start, end: stop });
  });
  it('gives custom no range and starts all time in 2013', () => {
    expect(dateRangeForPreset('custom', now)).toBeNull();
    expect(ALL_TIME_START).toEqual(day(2013, 1, 1));
    expect(DATE_RANGE_PRESETS).toHaveLength(13);
  });
  it('handles January for last month', () => {
    expect(dateRangeForPreset('last_month', new Date(2024, 0, 10))).toEqual({
      start: day(2023, 12, 1),
      end: end(2023, 12, 31),
    });
  });
});

describe('customer care hours and small rules', () => {
  it.each([
    [new Date(2024, 5, 3, 8, 0), true],
    [new Date(2024, 5, 3, 7, 59), false],
    [new Date(2024, 5, 3, 17, 29), true],
    [new Date(2024, 5, 3, 17, 30), false],
    [new Date(2024, 5, 1, 9, 0), true],
    [new Date(2024, 5, 2, 8, 30), false],
    [new Date(2024, 5, 2, 17, 59), true],
  ])('%s open: %s', (at, open) => {
    expect(isCustomerCareOpen(at)).toBe(open);
  });
  it('converts radius and weekly maximum', () => {
    expect(radiusMetres(40)).toBe(40000);
    expect(weeklyFromDaily(3)).toBe(21);
    expect(isCountry('LU')).toBe(true);
    expect(isCountry('FR')).toBe(false);
  });
});
