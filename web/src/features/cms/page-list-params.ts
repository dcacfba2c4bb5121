import { isPageType } from '#domain/cms/page-types';

/** The page list's filters; the URL search params are the one place they live. */
export interface PageListParams {
  domainId: string | null;
  type: string | null;
  search: string;
  page: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Without a domain in the URL the list shows the current domain (`fallbackDomain`). */
export function parsePageListParams(
  search: URLSearchParams,
  fallbackDomain: string | null,
): PageListParams {
  const domain = search.get('domain');
  const type = search.get('type');
  return {
    domainId: domain === 'all' ? null : domain || fallbackDomain,
    type: type && isPageType(type) ? type : null,
    search: search.get('search') ?? '',
    page: pageOf(search.get('page')),
  };
}

export function pageListSearch(params: PageListParams): string {
  const search = new URLSearchParams();
  search.set('domain', params.domainId ?? 'all');
  if (params.type) search.set('type', params.type);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}
