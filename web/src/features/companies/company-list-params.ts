import { COMPANY_STATES, type CompanyState } from '#domain/companies/company-state';
import { LEAD_GENERATOR_COMPANY_TYPES } from '#domain/shared/business-constants';

/** Orders the overview offers (the CompanySort enum of the schema; `_desc` sorts descending). */
export const COMPANY_SORTS = [
  'name',
  'name_desc',
  'id',
  'id_desc',
  'state',
  'city',
  'province',
  'balance_desc',
  'created_desc',
  'updated_desc',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export type LeadGeneratorType = (typeof LEAD_GENERATOR_COMPANY_TYPES)[number];

/** Every filter of the company overview; the URL search params are the one place they live. */
export interface CompanyListParams {
  sort: CompanySort;
  accountManager: string | null;
  leadPlazaSearches: boolean;
  leadGeneratorType: LeadGeneratorType | null;
  search: string;
  states: CompanyState[];
  product: string | null;
  province: string | null;
  isLeadGeneratorCompany: boolean;
  isComparisonCompany: boolean;
  page: number;
}

export const DEFAULT_COMPANY_LIST_PARAMS: CompanyListParams = {
  sort: 'name',
  accountManager: null,
  leadPlazaSearches: false,
  leadGeneratorType: null,
  search: '',
  states: [],
  product: null,
  province: null,
  isLeadGeneratorCompany: false,
  isComparisonCompany: false,
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the overview's state from the URL; unknown values fall back to the defaults. */
export function parseCompanyListParams(search: URLSearchParams): CompanyListParams {
  const page = Number(search.get('page'));
  return {
    sort: oneOf(COMPANY_SORTS, search.get('sort')) ?? DEFAULT_COMPANY_LIST_PARAMS.sort,
    accountManager: search.get('accountManager') || null,
    leadPlazaSearches: search.get('leadPlazaSearches') === '1',
    leadGeneratorType: oneOf(LEAD_GENERATOR_COMPANY_TYPES, search.get('leadGeneratorType')),
    search: search.get('search') ?? '',
    states: (search.get('state') ?? '')
      .split(',')
      .filter((state): state is CompanyState =>
        (COMPANY_STATES as readonly string[]).includes(state),
      ),
    product: search.get('product') || null,
    province: search.get('province') || null,
    isLeadGeneratorCompany: search.get('isLeadGeneratorCompany') === '1',
    isComparisonCompany: search.get('isComparisonCompany') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL form of the overview's state: only what differs from the defaults, so links stay short. */
export function companyListSearch(params: CompanyListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sort !== DEFAULT_COMPANY_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.accountManager) search.set('accountManager', params.accountManager);
  if (params.leadPlazaSearches) search.set('leadPlazaSearches', '1');
  if (params.leadGeneratorType) search.set('leadGeneratorType', params.leadGeneratorType);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.states.length > 0) search.set('state', params.states.join(','));
  if (params.product) search.set('product', params.product);
  if (params.province) search.set('province', params.province);
  if (params.isLeadGeneratorCompany) search.set('isLeadGeneratorCompany', '1');
  if (params.isComparisonCompany) search.set('isComparisonCompany', '1');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A changed filter starts again at page 1; moving between pages keeps the filters. */
export function withFilter(
  params: CompanyListParams,
  change: Partial<Omit<CompanyListParams, 'page'>>,
): CompanyListParams {
  return { ...params, ...change, page: 1 };
}
