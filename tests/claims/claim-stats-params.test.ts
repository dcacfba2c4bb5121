import { describe, expect, it } from 'vitest';
import {
  claimStatsInput,
  claimStatsSearch,
  monthsOf,
  parseClaimStatsParams,
} from '../../web/src/features/claims/stats-params';

const parse = (query: string) => parseClaimStatsParams(new URLSearchParams(query));
const month = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

describe("the claim statistics' filters in the URL", () => {
  it('survives a trip through the URL', () => {
    const params = { from: '2026-01', to: '2026-11', productId: '3', search: 'Zon' };
    expect(claimStatsSearch(params)).toBe('from=2026-01&to=2026-11&product=3&search=Zon');
    expect(parse(claimStatsSearch(params))).toEqual(params);
  });
  it('shows the last twelve months up to this one by default', () => {
    const now = new Date();
    const params = parse('');
    expect(params.to).toBe(month(now));
    expect(params.from).toBe(month(new Date(now.getFullYear(), now.getMonth() - 11, 1)));
    expect(monthsOf(params)).toHaveLength(12);
    expect(params).toMatchObject({ productId: null, search: '' });
  });
  it('ignores months that are not months and product ids that are not numbers', () => {
    const params = parse('from=2026-13&to=2026-1&product=abc');
    expect(params.from).toMatch(/^\d{4}-\d{2}$/);
    expect(params.from).not.toBe('2026-13');
    expect(params.to).not.toBe('2026-1');
    expect(params.productId).toBeNull();
  });
  it('leaves out the product and search when none is chosen', () => {
    expect(claimStatsSearch({ from: '2026-01', to: '2026-02', productId: null, search: '' })).toBe(
      'from=2026-01&to=2026-02',
    );
  });
});

describe('the months a claim chart shows', () => {
  it('lists every month of the period, over the turn of the year', () => {
    expect(monthsOf({ from: '2025-11', to: '2026-02', productId: null, search: '' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
  it('gives one month for a period of one month and none for an inverted one', () => {
    expect(monthsOf({ from: '2026-05', to: '2026-05', productId: null, search: '' })).toEqual([
      '2026-05',
    ]);
    expect(monthsOf({ from: '2026-05', to: '2026-04', productId: null, search: '' })).toEqual([]);
  });
  it('stops at ten years of months', () => {
    expect(monthsOf({ from: '2000-01', to: '2026-12', productId: null, search: '' })).toHaveLength(
      120,
    );
  });
});

describe('the period a claim search asks the api for', () => {
  it('runs from the first moment of the first month to the start of the month after the last', () => {
    const input = claimStatsInput({ from: '2026-01', to: '2026-12', productId: '3', search: ' ' });
    expect(input.startDate).toBe(new Date(2026, 0, 1).getTime() / 1000);
    expect(input.endDate).toBe(new Date(2027, 0, 1).getTime() / 1000);
    expect(input).toMatchObject({ productId: '3', search: null });
  });
  it('trims the company search', () => {
    expect(
      claimStatsInput({ from: '2026-01', to: '2026-01', productId: null, search: ' Zon BV ' })
        .search,
    ).toBe('Zon BV');
  });
});
