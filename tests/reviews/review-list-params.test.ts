import { describe, expect, it } from 'vitest';
import {
  parseReviewListParams,
  reviewFilter,
  reviewListSearch,
  type ReviewListParams,
} from '../../web/src/features/reviews/list-params';

const parse = (query: string) => parseReviewListParams(new URLSearchParams(query));

const DEFAULTS: ReviewListParams = {
  status: null,
  search: '',
  companyId: '',
  from: '',
  to: '',
  sort: 'created',
  reverse: true,
  page: 1,
};

describe("the review list's filters in the URL", () => {
  it('opens on every review, newest first', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(reviewListSearch(DEFAULTS).toString()).toBe('');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params: ReviewListParams = {
      status: 'on_hold',
      search: 'snel',
      companyId: '12',
      from: '2026-11-01',
      to: '2026-11-27',
      sort: 'rating',
      reverse: false,
      page: 2,
    };
    expect(parseReviewListParams(reviewListSearch(params))).toEqual(params);
  });
  it('ignores unknown statuses and sorts, bad days, companies and pages', () => {
    expect(
      parse('status=hidden&sort=length&from=2026-1-1&to=gisteren&companyId=x1&page=0'),
    ).toEqual(DEFAULTS);
  });
});

describe('the reviews a list asks for', () => {
  it('asks for every review without filters', () => {
    expect(reviewFilter({ ...DEFAULTS, search: ' ' })).toEqual({
      status: null,
      search: null,
      companyId: null,
      startDate: null,
      endDate: null,
    });
  });
  it('covers the chosen days whole, in the browser’s time zone', () => {
    const filter = reviewFilter({ ...DEFAULTS, from: '2026-11-25', to: '2026-11-25' });
    expect(filter.startDate).toBe(new Date(2026, 10, 25).toISOString());
    expect(Date.parse(filter.endDate!) - Date.parse(filter.startDate!)).toBe(86_399_000);
  });
});
