import type { CmsRedirectionKind } from '../../gql/graphql';

/** The redirection list's filters; the URL search params are the one place they live. */
export interface RedirectionListParams {
  domainId: string | null;
  kind: CmsRedirectionKind;
  search: string;
  page: number;
}

const KINDS: readonly CmsRedirectionKind[] = ['ALL', 'OUTGOING', 'INTERNAL'];

/** Without a domain in the URL the list shows the current domain (`fallbackDomain`). */
export function parseRedirectionListParams(
  search: URLSearchParams,
  fallbackDomain: string | null,
): RedirectionListParams {
  const kind = (search.get('kind') ?? '').toUpperCase() as CmsRedirectionKind;
  const page = Number(search.get('page'));
  return {
    domainId: search.get('domain') || fallbackDomain,
    kind: KINDS.includes(kind) ? kind : 'ALL',
    search: search.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function redirectionListSearch(params: RedirectionListParams): string {
  const search = new URLSearchParams();
  if (params.domainId) search.set('domain', params.domainId);
  if (params.kind !== 'ALL') search.set('kind', params.kind.toLowerCase());
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}
