import { describe, expect, it } from 'vitest';
import {
  listSearch,
  listVariables,
  parseListParams,
  type ComparisonReviewListParams,
} from '../../web/src/features/comparison-reviews/list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

const DEFAULTS: ComparisonReviewListParams = {
  tab: 'all',
  state: null,
  search: '',
  from: '',
  to: '',
  sort: 'created_at',
  reverse: true,
  page: 1,
};

describe("the comparison review list's filters in the URL", () => {
  it('opens on every review, newest first', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(listSearch(DEFAULTS).toString()).toBe('');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params: ComparisonReviewListParams = {
      tab: 'awaiting',
      state: 'new',
      search: 'stil',
      from: '2026-11-01',
      to: '2026-11-27',
      sort: 'rating',
      reverse: false,
      page: 3,
    };
    expect(parseListParams(listSearch(params))).toEqual(params);
  });
  it('ignores unknown tabs, states, sorts, days and pages', () => {
    expect(parse('view=mine&state=gone&sort=length&from=gisteren&page=x')).toEqual(DEFAULTS);
  });
});

describe('the comparison reviews a list asks for', () => {
  it('asks for the chosen state and sort on the all tab', () => {
    expect(
      listVariables({
        ...DEFAULTS,
        state: 'new',
        search: ' stil ',
        sort: 'product',
        reverse: false,
      }),
    ).toEqual({
      filter: { state: 'new', search: 'stil', startDate: null, endDate: null },
      sort: { column: 'product', reverse: false },
    });
  });
  it('shows new reviews, the oldest first, on the awaiting tab whatever else is chosen', () => {
    const { filter, sort } = listVariables({
      ...DEFAULTS,
      tab: 'awaiting',
      state: null,
      sort: 'rating',
      reverse: true,
    });
    expect(filter.state).toBe('new');
    expect(sort).toEqual({ column: 'created_at', reverse: false });
  });
  it('covers the chosen days whole, in the browser’s time zone', () => {
    const { filter } = listVariables({ ...DEFAULTS, from: '2026-11-25', to: '2026-11-25' });
    expect(filter.startDate).toBe(new Date(2026, 10, 25).toISOString());
    expect(Date.parse(filter.endDate!) - Date.parse(filter.startDate!)).toBe(86_399_000);
  });
});
