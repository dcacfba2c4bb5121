import type { ClaimListFilter } from '../../gql/graphql';

/** The staff claim list's state in the URL: filter, page, search, company, invoice, open claim. */
export interface ClaimListParams {
  filter: ClaimListFilter;
  page: number;
  search: string;
  companyId: string | null;
  invoiceId: string | null;
  claimId: string | null;
}

export const CLAIM_FILTERS: readonly ClaimListFilter[] = [
  'to_process',
  'call_center',
  'all',
  'new',
];

const positiveId = (value: string | null) => (value && /^\d+$/.test(value) ? value : null);

export function parseClaimListParams(search: URLSearchParams): ClaimListParams {
  const filter = search.get('filter');
  const page = Number(search.get('page'));
  return {
    filter: CLAIM_FILTERS.includes(filter as ClaimListFilter)
      ? (filter as ClaimListFilter)
      : 'to_process',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: search.get('search') ?? '',
    companyId: positiveId(search.get('company')),
    invoiceId: positiveId(search.get('invoice')),
    claimId: positiveId(search.get('claim')),
  };
}

export function claimListSearch(params: ClaimListParams): string {
  const search = new URLSearchParams();
  if (params.filter !== 'to_process') search.set('filter', params.filter);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.search) search.set('search', params.search);
  if (params.companyId) search.set('company', params.companyId);
  if (params.invoiceId) search.set('invoice', params.invoiceId);
  if (params.claimId) search.set('claim', params.claimId);
  return search.toString();
}

/** The list's filters as the GraphQL input (also for previous and next). */
export function claimListInput(params: ClaimListParams) {
  return {
    filter: params.filter,
    search: params.search.trim() || null,
    companyId: params.companyId,
    invoiceId: params.invoiceId,
  };
}
