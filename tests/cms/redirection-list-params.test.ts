import { describe, expect, it } from 'vitest';
import {
  parseRedirectionListParams,
  redirectionListSearch,
} from '../../web/src/features/cms/redirection-list-params';

const parse = (query: string, fallback: string | null = '3') =>
  parseRedirectionListParams(new URLSearchParams(query), fallback);

describe("the redirection list's filters in the URL", () => {
  it('shows every redirection of the current domain by default', () => {
    expect(parse('')).toEqual({ domainId: '3', kind: 'ALL', search: '', page: 1 });
    expect(parse('', null).domainId).toBeNull();
  });
  it('takes the domain of the link over the current one', () => {
    expect(parse('domain=5').domainId).toBe('5');
  });
  it('survives a trip through the URL, the kind in lower case', () => {
    const params = { domainId: '5', kind: 'OUTGOING' as const, search: '/oud', page: 2 };
    const query = redirectionListSearch(params);
    expect(query).toBe('domain=5&kind=outgoing&search=%2Foud&page=2');
    expect(parse(query)).toEqual(params);
  });
  it('reads the kind in any case and ignores unknown kinds and pages', () => {
    expect(parse('kind=Internal').kind).toBe('INTERNAL');
    expect(parse('kind=external&page=-1')).toMatchObject({ kind: 'ALL', page: 1 });
  });
  it('leaves the defaults and a blank search out of the link', () => {
    expect(redirectionListSearch({ domainId: null, kind: 'ALL', search: '  ', page: 1 })).toBe('');
  });
});
