import { describe, expect, it } from 'vitest';
import {
  companyListSearch,
  DEFAULT_COMPANY_LIST_PARAMS,
  parseCompanyListParams,
  withFilter,
} from '../../web/src/features/companies/company-list-params';

const parse = (query: string) => parseCompanyListParams(new URLSearchParams(query));

describe('the company overview in the URL', () => {
  it('opens with the defaults: by name, no filters, page 1, and an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_COMPANY_LIST_PARAMS);
    expect(companyListSearch(DEFAULT_COMPANY_LIST_PARAMS).toString()).toBe('');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params = {
      sort: 'balance_desc' as const,
      accountManager: '12',
      leadPlazaSearches: true,
      leadGeneratorType: 'prepaid' as const,
      search: 'zon',
      states: ['active' as const, 'paused' as const],
      product: 'zonnepanelen',
      province: 'Utrecht',
      isLeadGeneratorCompany: true,
      isComparisonCompany: true,
      page: 3,
    };
    const query = companyListSearch(params);
    expect(query.get('state')).toBe('active,paused');
    expect(parseCompanyListParams(query)).toEqual(params);
  });
  it('falls back to the defaults for unknown sorts, types, states and pages', () => {
    expect(
      parse('sort=price&leadGeneratorType=free&state=active,gone,,new&page=-2&accountManager='),
    ).toMatchObject({
      sort: 'name',
      leadGeneratorType: null,
      states: ['active', 'new'],
      page: 1,
      accountManager: null,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });
  it('reads only 1 as on for the switches', () => {
    expect(parse('leadPlazaSearches=true&isComparisonCompany=0')).toMatchObject({
      leadPlazaSearches: false,
      isComparisonCompany: false,
    });
  });
  it('leaves a search of spaces out of the link and trims one with text', () => {
    expect(companyListSearch({ ...DEFAULT_COMPANY_LIST_PARAMS, search: '   ' }).toString()).toBe(
      '',
    );
    expect(
      companyListSearch({ ...DEFAULT_COMPANY_LIST_PARAMS, search: ' zon bv ' }).get('search'),
    ).toBe('zon bv');
  });
  it('starts again at page 1 when a filter changes', () => {
    const onPage4 = { ...DEFAULT_COMPANY_LIST_PARAMS, page: 4 };
    expect(withFilter(onPage4, { province: 'Gelderland' })).toEqual({
      ...onPage4,
      province: 'Gelderland',
      page: 1,
    });
  });
});
