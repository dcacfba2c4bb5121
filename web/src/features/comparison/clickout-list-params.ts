import {
  COMPARISON_CLICKOUT_GROUPINGS,
  DEFAULT_COMPARISON_CLICKOUT_GROUPING,
} from '#domain/comparison/clickout-grouping';
import type { ComparisonClickoutFilter, ComparisonClickoutGrouping } from '../../gql/graphql';

/** The click-out list's filters; the URL search params are the one place they live. */
export interface ComparisonClickoutParams {
  groupBy: ComparisonClickoutGrouping;
  search: string;
  coreProductId: string | null;
  companyId: string | null;
  /** yyyy-mm-dd; empty: the defaults (2013-01-01 to today). */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseComparisonClickoutParams(search: URLSearchParams): ComparisonClickoutParams {
  const grouping = (search.get('groupBy') ?? '').toLowerCase();
  const page = Number(search.get('page'));
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    groupBy: ((COMPARISON_CLICKOUT_GROUPINGS as readonly string[]).includes(grouping)
      ? grouping
      : DEFAULT_COMPARISON_CLICKOUT_GROUPING
    ).toUpperCase() as ComparisonClickoutGrouping,
    search: search.get('search') ?? '',
    coreProductId: search.get('coreProduct') || null,
    companyId: search.get('company') || null,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function comparisonClickoutSearch(params: ComparisonClickoutParams): string {
  const search = new URLSearchParams();
  search.set('groupBy', params.groupBy.toLowerCase());
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.coreProductId) search.set('coreProduct', params.coreProductId);
  if (params.companyId) search.set('company', params.companyId);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

/** A day in the browser's time zone as epoch seconds: its first second, or its last. */
const epoch = (day: string, end: boolean) =>
  Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime() / 1000);

export function comparisonClickoutFilter(
  params: ComparisonClickoutParams,
): ComparisonClickoutFilter {
  return {
    groupBy: params.groupBy,
    search: params.search.trim() || null,
    coreProductId: params.coreProductId,
    companyId: params.companyId,
    startDate: params.from ? epoch(params.from, false) : null,
    endDate: params.to ? epoch(params.to, true) : null,
  };
}

/** The CSV export of the same filter (the gateway relays it to the api). */
export function comparisonClickoutExportUrl(params: ComparisonClickoutParams): string {
  const filter = comparisonClickoutFilter(params);
  const query = new URLSearchParams({ groupBy: params.groupBy.toLowerCase() });
  if (filter.search) query.set('search', filter.search);
  if (filter.coreProductId) query.set('coreProductId', String(filter.coreProductId));
  if (filter.companyId) query.set('companyId', String(filter.companyId));
  if (filter.startDate) query.set('startDate', String(filter.startDate));
  if (filter.endDate) query.set('endDate', String(filter.endDate));
  return `/export/comparison-clickouts.csv?${query}`;
}
