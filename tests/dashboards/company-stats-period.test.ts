import { describe, expect, it } from 'vitest';
import { companyStatsPeriod, monthBefore } from '#domain/dashboards/company-stats-rules';
import { ALL_TIME_START } from '#domain/dashboards/lead-generator-metrics-presets';

const customer = { isPartner: false };
const partner = { isPartner: true };

describe('the previous calendar month', () => {
  it('runs from the 1st to the last day of the month before', () => {
    expect(monthBefore('2026-11-27')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(monthBefore('2026-11-01')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });
  it('knows February and the turn of the year', () => {
    expect(monthBefore('2028-03-15')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBefore('2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthBefore('2027-01-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe("the period of a company's figures", () => {
  it('shows a customer all time by default, compared with nothing', () => {
    expect(companyStatsPeriod(customer, '2026-11-27', {})).toEqual({
      range: { start: ALL_TIME_START, end: '2026-11-27' },
      compared: null,
      allTime: true,
    });
  });
  it('shows a partner last month by default, compared with the month-long stretch before', () => {
    expect(companyStatsPeriod(partner, '2026-11-27', {})).toEqual({
      range: { start: '2026-10-01', end: '2026-10-31' },
      compared: { start: '2026-08-31', end: '2026-09-30' },
      allTime: false,
    });
  });
  it('compares the days asked for with as many days just before', () => {
    expect(
      companyStatsPeriod(partner, '2026-11-27', { startDate: '2026-11-01', endDate: '2026-11-10' }),
    ).toEqual({
      range: { start: '2026-11-01', end: '2026-11-10' },
      compared: { start: '2026-10-22', end: '2026-10-31' },
      allTime: false,
    });
  });
  it('runs a start alone to today and an end alone from the start of all time', () => {
    expect(companyStatsPeriod(customer, '2026-11-27', { startDate: '2026-11-20' })).toMatchObject({
      range: { start: '2026-11-20', end: '2026-11-27' },
      compared: { start: '2026-11-12', end: '2026-11-19' },
      allTime: false,
    });
    expect(companyStatsPeriod(customer, '2026-11-27', { endDate: '2013-01-10' }).range).toEqual({
      start: ALL_TIME_START,
      end: '2013-01-10',
    });
  });
  it('reads empty dates as not asked', () => {
    expect(companyStatsPeriod(customer, '2026-11-27', { startDate: '', endDate: '' }).allTime).toBe(
      true,
    );
  });
});
