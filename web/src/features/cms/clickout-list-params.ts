import { CLICKOUT_GROUPINGS, DEFAULT_CLICKOUT_GROUPING } from '#domain/cms/clickout-grouping';
import type { CmsClickoutFilter, CmsClickoutGrouping } from '../../gql/graphql';

/** The click-out list's filters; the URL search params are the one place they live. */
export interface ClickoutListParams {
  groupBy: CmsClickoutGrouping;
  search: string;
  domainId: string | null;
  productId: string | null;
  companyId: string | null;
  /** yyyy-mm-dd; empty: the defaults (2013-01-01 to today). */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const groupingOf = (value: string | null): CmsClickoutGrouping => {
  const grouping = (value ?? DEFAULT_CLICKOUT_GROUPING).toLowerCase();
  return (
    (CLICKOUT_GROUPINGS as readonly string[]).includes(grouping)
      ? grouping
      : DEFAULT_CLICKOUT_GROUPING
  ).toUpperCase() as CmsClickoutGrouping;
};

export function parseClickoutListParams(search: URLSearchParams): ClickoutListParams {
  const page = Number(search.get('page'));
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    groupBy: groupingOf(search.get('groupBy')),
    search: search.get('search') ?? '',
    domainId: search.get('domain') || null,
    productId: search.get('product') || null,
    companyId: search.get('company') || null,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function clickoutListSearch(params: ClickoutListParams): string {
  const search = new URLSearchParams();
  search.set('groupBy', params.groupBy.toLowerCase());
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.domainId) search.set('domain', params.domainId);
  if (params.productId) search.set('product', params.productId);
  if (params.companyId) search.set('company', params.companyId);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

/** A day in the browser's time zone as epoch seconds: its first second, or its last. */
const epoch = (day: string, end: boolean) =>
  Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime() / 1000);

/** The api's filter: dates as epoch seconds, the end day included. */
export function clickoutFilter(params: ClickoutListParams): CmsClickoutFilter {
  return {
    groupBy: params.groupBy,
    search: params.search.trim() || null,
    domainId: params.domainId,
    productId: params.productId,
    companyId: params.companyId,
    startDate: params.from ? epoch(params.from, false) : null,
    endDate: params.to ? epoch(params.to, true) : null,
  };
}

/** The same filter as the api's query string, for the CSV export link. */
export function clickoutExportQuery(params: ClickoutListParams): string {
  const filter = clickoutFilter(params);
  const query = new URLSearchParams({ groupBy: params.groupBy.toLowerCase() });
  if (filter.search) query.set('search', filter.search);
  if (filter.domainId) query.set('domainId', String(filter.domainId));
  if (filter.productId) query.set('product', String(filter.productId));
  if (filter.companyId) query.set('companyId', String(filter.companyId));
  if (filter.startDate !== null && filter.startDate !== undefined)
    query.set('startDate', String(filter.startDate));
  if (filter.endDate !== null && filter.endDate !== undefined)
    query.set('endDate', String(filter.endDate));
  return query.toString();
}
