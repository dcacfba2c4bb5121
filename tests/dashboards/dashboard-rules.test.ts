import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketStart,
  bucketsOf,
  comparedRange,
  dayCount,
  dutchDay,
  isDay,
  lastDays,
} from '#domain/dashboards/calendar-days';
import { showsInvoicesAndProducts } from '#domain/dashboards/dashboard-rules';
import { changeDirection, changePercent } from '#domain/dashboards/period-change';

describe('calendar days in Dutch time', () => {
  it('takes the day a moment has in the Netherlands, also across midnight UTC', () => {
    expect(dutchDay(new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-10');
    expect(dutchDay(new Date('2025-07-31T22:30:00Z'))).toBe('2025-08-01');
    expect(dutchDay(new Date('2025-07-31T21:30:00Z'))).toBe('2025-07-31');
  });

  it('accepts only real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-3-1')).toBe(false);
  });

  it('starts weeks on Monday and months on the 1st, without gaps between buckets', () => {
    expect(bucketStart('2025-03-16', 'week')).toBe('2025-03-10');
    expect(bucketStart('2025-03-10', 'week')).toBe('2025-03-10');
    expect(bucketStart('2025-03-16', 'month')).toBe('2025-03-01');
    expect(bucketsOf({ start: '2025-01-30', end: '2025-03-02' }, 'month')).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(bucketsOf({ start: '2025-03-12', end: '2025-03-24' }, 'week')).toEqual([
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
    ]);
    // The change to summer time (30 March 2025) does not lose or double a day.
    expect(bucketsOf({ start: '2025-03-29', end: '2025-03-31' }, 'day')).toEqual([
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
    ]);
  });

  it('compares with the as long stretch before, or the same days a year earlier', () => {
    expect(comparedRange({ start: '2025-03-10', end: '2025-03-16' }, 'previous_period')).toEqual({
      start: '2025-03-03',
      end: '2025-03-09',
    });
    expect(comparedRange({ start: '2024-02-01', end: '2024-02-29' }, 'previous_year')).toEqual({
      start: '2023-02-01',
      end: '2023-02-28',
    });
    const month = lastDays('2025-03-29', 29);
    expect(month).toEqual({ start: '2025-03-01', end: '2025-03-29' });
    expect(dayCount(month)).toBe(29);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('dashboard rules', () => {
  it('shows a partner company no invoices and no company products', () => {
    expect(showsInvoicesAndProducts({ isPartner: true })).toBe(false);
    expect(showsInvoicesAndProducts({ isPartner: false })).toBe(true);
  });

  it('gives the change in percent, none against an empty period', () => {
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(3, 0)).toBeNull();
    expect(changePercent(0, 0)).toBe(0);
    expect(changeDirection(3, 2)).toBe('up');
    expect(changeDirection(2, 2)).toBe('flat');
  });
});
