import { describe, expect, it } from 'vitest';
import {
  clickoutExportQuery,
  clickoutFilter,
  clickoutListSearch,
  parseClickoutListParams,
  type ClickoutListParams,
} from '../../web/src/features/cms/clickout-list-params';

const parse = (query: string) => parseClickoutListParams(new URLSearchParams(query));

const DEFAULTS: ClickoutListParams = {
  groupBy: 'LINK',
  search: '',
  domainId: null,
  productId: null,
  companyId: null,
  from: '',
  to: '',
  page: 1,
};

describe("the click-out list's filters in the URL", () => {
  it('opens counted per link over the whole period', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(clickoutListSearch(DEFAULTS)).toBe('groupBy=link');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params: ClickoutListParams = {
      groupBy: 'COMPANY',
      search: 'zon',
      domainId: '1',
      productId: '2',
      companyId: '3',
      from: '2026-11-01',
      to: '2026-11-27',
      page: 4,
    };
    expect(parse(clickoutListSearch(params))).toEqual(params);
  });
  it('takes groupings in any case and ignores unknown ones, bad days and pages', () => {
    expect(parse('groupBy=Day').groupBy).toBe('DAY');
    expect(parse('groupBy=shop&from=1-11-2026&to=2026-11&page=-1')).toEqual(DEFAULTS);
  });
});

describe('the click-outs a list asks for', () => {
  it('asks for the whole period without days, and no search for spaces', () => {
    expect(clickoutFilter({ ...DEFAULTS, search: '  ' })).toEqual({
      groupBy: 'LINK',
      search: null,
      domainId: null,
      productId: null,
      companyId: null,
      startDate: null,
      endDate: null,
    });
  });
  it('counts the chosen days from the first second of the first to the last of the last', () => {
    const filter = clickoutFilter({ ...DEFAULTS, from: '2026-11-25', to: '2026-11-25' });
    expect(filter.startDate).toBe(new Date(2026, 10, 25).getTime() / 1000);
    expect(filter.endDate! - filter.startDate!).toBe(86_399);
  });
  it('exports the same filter as the list shows', () => {
    const params = {
      ...DEFAULTS,
      groupBy: 'PRODUCT' as const,
      search: ' dak ',
      domainId: '1',
      productId: '2',
      companyId: '3',
      from: '2026-11-25',
      to: '2026-11-26',
    };
    const filter = clickoutFilter(params);
    expect(Object.fromEntries(new URLSearchParams(clickoutExportQuery(params)))).toEqual({
      groupBy: 'product',
      search: 'dak',
      domainId: '1',
      product: '2',
      companyId: '3',
      startDate: String(filter.startDate),
      endDate: String(filter.endDate),
    });
    expect(clickoutExportQuery(DEFAULTS)).toBe('groupBy=link');
  });
});
