import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_TIME_ZONE,
  countInPeriod,
  isCapReached,
  isMaxed,
  periodStarts,
} from '#domain/products/assignment-period';

const at = (iso: string) => new Date(iso);
const starts = (iso: string) => {
  const result = periodStarts(at(iso));
  return {
    day: result.day.toISOString(),
    week: result.week.toISOString(),
    month: result.month.toISOString(),
  };
};

describe('assignment maxima', () => {
  const counts = { daily: 2, weekly: 9, monthly: 31 };
  it('compares the maximum with the count of its own period', () => {
    expect(countInPeriod(counts, 'day')).toBe(2);
    expect(countInPeriod(counts, 'week')).toBe(9);
    expect(countInPeriod(counts, 'month')).toBe(31);
  });
  it('is reached at the maximum, not before, and never without one', () => {
    expect(isCapReached(10, 9)).toBe(false);
    expect(isCapReached(10, 10)).toBe(true);
    expect(isCapReached(10, 11)).toBe(true);
    expect(isCapReached(0, 0)).toBe(true);
    expect(isCapReached(null, 1_000)).toBe(false);
  });
  it('shows "maxed" only for a product or filter that is not paused', () => {
    expect(isMaxed({ paused: false, max: 5, count: 5 })).toBe(true);
    expect(isMaxed({ paused: true, max: 5, count: 5 })).toBe(false);
    expect(isMaxed({ paused: false, max: 5, count: 4 })).toBe(false);
    expect(isMaxed({ paused: false, max: null, count: 99 })).toBe(false);
  });
});

describe('where the periods of a maximum start, in Dutch time', () => {
  it('counts in Amsterdam time', () => {
    expect(ASSIGNMENT_TIME_ZONE).toBe('Europe/Amsterdam');
  });
  it('starts at midnight, a Monday and the 1st in winter time (UTC+1)', () => {
    // Wednesday 25 November 2026, 13:00 in the Netherlands.
    expect(starts('2026-11-25T12:00:00Z')).toEqual({
      day: '2026-11-24T23:00:00.000Z',
      week: '2026-11-22T23:00:00.000Z',
      month: '2026-10-31T23:00:00.000Z',
    });
  });
  it('starts at midnight in summer time (UTC+2)', () => {
    // Wednesday 15 July 2026, 14:00 in the Netherlands.
    expect(starts('2026-07-15T12:00:00Z')).toEqual({
      day: '2026-07-14T22:00:00.000Z',
      week: '2026-07-12T22:00:00.000Z',
      month: '2026-06-30T22:00:00.000Z',
    });
  });
  it('already counts the next Dutch day, week and month while it is still the day before in UTC', () => {
    // 23:30 UTC on Monday 30 November is 00:30 on Tuesday 1 December in the Netherlands.
    expect(starts('2026-11-30T23:30:00Z')).toEqual({
      day: '2026-11-30T23:00:00.000Z',
      week: '2026-11-29T23:00:00.000Z',
      month: '2026-11-30T23:00:00.000Z',
    });
  });
  it('keeps Sunday evening in the week that began the Monday before', () => {
    // 23:30 on Sunday 29 November in the Netherlands.
    expect(starts('2026-11-29T22:30:00Z').week).toBe('2026-11-22T23:00:00.000Z');
    // Half an hour later it is Monday: a new week.
    expect(starts('2026-11-29T23:00:00Z').week).toBe('2026-11-29T23:00:00.000Z');
  });
  it('starts the day the clocks go forward at midnight winter time', () => {
    // Sunday 29 March 2026, 03:30 summer time (clocks went from 02:00 to 03:00).
    expect(starts('2026-03-29T01:30:00Z')).toEqual({
      day: '2026-03-28T23:00:00.000Z',
      week: '2026-03-22T23:00:00.000Z',
      month: '2026-02-28T23:00:00.000Z',
    });
    // The next day starts at midnight summer time.
    expect(starts('2026-03-30T06:00:00Z').day).toBe('2026-03-29T22:00:00.000Z');
  });
  it('starts the day the clocks go back at midnight summer time', () => {
    // Sunday 25 October 2026, 13:00 winter time.
    expect(starts('2026-10-25T12:00:00Z').day).toBe('2026-10-24T22:00:00.000Z');
    expect(starts('2026-10-26T12:00:00Z').day).toBe('2026-10-25T23:00:00.000Z');
  });
  it('uses the current time when none is given', () => {
    const before = Date.now();
    const { day, week, month } = periodStarts();
    expect(day.getTime()).toBeLessThanOrEqual(before);
    expect(before - day.getTime()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    expect(week.getTime()).toBeLessThanOrEqual(day.getTime());
    expect(month.getTime()).toBeLessThanOrEqual(day.getTime());
  });
  it('can count in another time zone', () => {
    expect(periodStarts(at('2026-11-25T12:00:00Z'), 'UTC').day.toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });
});
