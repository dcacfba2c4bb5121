import { describe, expect, it } from 'vitest';
import { CLICKOUTS_SINCE, isClickoutGrouping } from '#domain/cms/clickout-grouping';
import {
  COMPARISON_CLICKOUT_GROUPINGS,
  DEFAULT_COMPARISON_CLICKOUT_GROUPING,
  offerIdOfLink,
  offerLink,
} from '#domain/comparison/clickout-grouping';

describe('outgoing offer links of the public sites', () => {
  it('point at /out/offer/<id> and are read back to the offer', () => {
    expect(offerLink(42)).toBe('/out/offer/42');
    expect(offerIdOfLink(offerLink(42))).toBe(42);
  });
  it('are not other outgoing links, partial paths or ids that are no offer', () => {
    for (const url of [
      '/out/zonnepanelen',
      '/out/offer/',
      '/out/offer/12/extra',
      '/out/offer/-3',
      'https://example.nl/out/offer/4',
      '/out/offer/0',
      '/out/offer/99999999999999999999',
    ])
      expect(offerIdOfLink(url), url).toBeNull();
  });
});

describe('click-out lists', () => {
  it('open the comparison list counted per shop', () => {
    expect(COMPARISON_CLICKOUT_GROUPINGS).toContain(DEFAULT_COMPARISON_CLICKOUT_GROUPING);
    expect(DEFAULT_COMPARISON_CLICKOUT_GROUPING).toBe('company');
  });
  it('know the groupings of the cms list and no others', () => {
    expect(isClickoutGrouping('link')).toBe(true);
    expect(isClickoutGrouping('day')).toBe(true);
    expect(isClickoutGrouping('core_product')).toBe(false);
    expect(isClickoutGrouping(undefined)).toBe(false);
  });
  it('count from 1 January 2013, midnight in Amsterdam', () => {
    expect(new Date(CLICKOUTS_SINCE * 1000).toISOString()).toBe('2012-12-31T23:00:00.000Z');
  });
});
