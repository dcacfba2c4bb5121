import { describe, expect, it } from 'vitest';
import { bucketsOf } from '#domain/dashboards/calendar-days';
import { MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import {
  DATE_PRESETS,
  groupByFor,
  presetRange,
} from '#domain/dashboards/lead-generator-metrics-presets';

// A Friday in November, and a leap day to check year arithmetic.
const TODAY = '2026-11-27';

describe('presetRange', () => {
  it.each([
    ['today', '2026-11-27', '2026-11-27'],
    ['yesterday', '2026-11-26', '2026-11-26'],
    ['last_7_days', '2026-11-21', '2026-11-27'],
    ['last_30_days', '2026-10-29', '2026-11-27'],
    ['last_60_days', '2026-09-29', '2026-11-27'],
    ['last_90_days', '2026-08-30', '2026-11-27'],
    ['this_month', '2026-11-01', '2026-11-27'],
    ['last_month', '2026-10-01', '2026-10-31'],
    ['this_year', '2026-01-01', '2026-11-27'],
    ['last_year', '2025-11-28', '2026-11-27'],
    ['last_365_days', '2025-11-28', '2026-11-27'],
    ['previous_year', '2025-01-01', '2025-12-31'],
    ['all_time', '2013-01-01', '2026-11-27'],
  ] as const)('%s is %s to %s', (preset, start, end) => {
    expect(presetRange(preset, TODAY)).toEqual({ start, end });
  });

  it('takes a rolling year and a last month across a leap year and a new year', () => {
    expect(presetRange('last_year', '2028-02-29')).toEqual({
      start: '2027-03-01',
      end: '2028-02-29',
    });
    expect(presetRange('last_365_days', '2028-02-29')).toEqual({
      start: '2027-03-02',
      end: '2028-02-29',
    });
    expect(presetRange('last_month', '2027-01-15')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });
});

describe('groupByFor', () => {
  it('groups short ranges by day, up to a year and a half by week, longer by month', () => {
    expect(groupByFor(presetRange('last_90_days', TODAY))).toBe('day');
    expect(groupByFor(presetRange('last_365_days', TODAY))).toBe('week');
    expect(groupByFor(presetRange('all_time', TODAY))).toBe('month');
  });

  it('never asks for more periods than the api answers', () => {
    for (const preset of DATE_PRESETS) {
      const range = presetRange(preset, TODAY);
      expect(bucketsOf(range, groupByFor(range)).length).toBeLessThanOrEqual(MAX_METRIC_BUCKETS);
    }
  });
});
