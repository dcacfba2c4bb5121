import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../web/src/lib/format-date';
import { fullName } from '../../web/src/lib/person-name';
import { kilometres, price, receivedAt } from '../../web/src/features/plaza/format';
import { costCentsOf, costFieldValue } from '../../web/src/features/products/product-cost-value';
import { formatReviewDate, formatScore } from '../../web/src/features/reviews/format';

// Noon UTC: the same calendar day in every European (and most other) time zones.
const NOON = '2026-11-27T12:00:00Z';

describe('dates as the portal shows them', () => {
  it('writes Dutch dates with dashes and English ones with slashes', () => {
    expect(formatDate(NOON, 'nl')).toBe('27-11-2026');
    expect(formatDate(NOON, 'en')).toBe('27/11/2026');
  });
  it('takes Dutch for any language other than English', () => {
    expect(formatDate(NOON, 'de')).toBe('27-11-2026');
  });
  it('adds the time on a 24-hour clock', () => {
    expect(formatDateTime(NOON, 'nl')).toMatch(/^27-11-2026,? \d{2}:00$/);
    expect(formatDateTime('2026-11-27T23:00:00+01:00', 'en')).not.toMatch(/[ap]m/i);
  });
  it('writes a review date with the month in words', () => {
    expect(formatReviewDate(NOON, 'nl')).toBe('27 november 2026');
    expect(formatReviewDate(NOON, 'en')).toBe('27 November 2026');
  });
});

describe('figures on the plaza and in reviews', () => {
  it('gives distances in kilometres with one decimal in the language’s style', () => {
    expect(kilometres(3.24, 'nl')).toBe('3,2 km');
    expect(kilometres(12, 'en')).toBe('12.0 km');
    expect(kilometres(1234.5, 'nl')).toBe('1.234,5 km');
    expect(kilometres(null, 'nl')).toBe('–');
    expect(kilometres(undefined, 'en')).toBe('–');
  });
  it('gives a lead’s price in euros', () => {
    expect(price(3_500)).toBe('€ 35,-');
    expect(price(2_450)).toBe('€ 24,50');
  });
  it('shows only the time for a lead that came in today, else the day too', () => {
    expect(receivedAt(new Date().toISOString(), 'nl')).toMatch(/^\d{2}:\d{2}$/);
    const earlier = receivedAt('2025-03-14T12:00:00Z', 'nl');
    expect(earlier).toMatch(/^14 mrt/);
    expect(earlier).toMatch(/\d{2}:\d{2}$/);
  });
  it('gives scores with one decimal, a dash without one', () => {
    expect(formatScore(7.5, 'nl')).toBe('7,5');
    expect(formatScore(8, 'en')).toBe('8.0');
    expect(formatScore(7.25, 'nl')).toBe('7,3');
    expect(formatScore(null, 'nl')).toBe('–');
  });
  it('names a consumer by first and last name, or the last name alone', () => {
    expect(fullName('Anne', 'de Vries')).toBe('Anne de Vries');
    expect(fullName(null, 'de Vries')).toBe('de Vries');
    expect(fullName('', 'de Vries')).toBe('de Vries');
  });
});

describe('the cost field of a product', () => {
  it('shows stored cents as euros, and no override as an empty field', () => {
    expect(costFieldValue(2_450)).toBe(24.5);
    expect(costFieldValue(0)).toBe(0);
    expect(costFieldValue(null)).toBe('');
    expect(costFieldValue(undefined)).toBe('');
  });
  it('saves whole cents, rounding what the field gives', () => {
    expect(costCentsOf(24.5)).toBe(2_450);
    expect(costCentsOf(0.1 + 0.2)).toBe(30);
    expect(costCentsOf(19.999)).toBe(2_000);
    expect(costCentsOf(0)).toBe(0);
  });
  it('reads typed Dutch amounts with a decimal comma and thousands dots', () => {
    expect(costCentsOf('24,50')).toBe(2_450);
    expect(costCentsOf(' 1.250,5 ')).toBe(125_050);
    expect(costCentsOf('35')).toBe(3_500);
  });
  it('removes the override for an empty field and gives NaN for text that is no amount', () => {
    expect(costCentsOf('')).toBeNull();
    expect(costCentsOf('   ')).toBeNull();
    expect(costCentsOf('gratis')).toBeNaN();
  });
});
