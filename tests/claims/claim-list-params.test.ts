import { describe, expect, it } from 'vitest';
import {
  claimListInput,
  claimListSearch,
  parseClaimListParams,
  type ClaimListParams,
} from '../../web/src/features/claims/list-params';

const parse = (query: string) => parseClaimListParams(new URLSearchParams(query));

const DEFAULTS: ClaimListParams = {
  filter: 'to_process',
  page: 1,
  search: '',
  companyId: null,
  invoiceId: null,
  claimId: null,
};

describe("the staff claim list's state in the URL", () => {
  it('opens on the claims to process', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(claimListSearch(DEFAULTS)).toBe('');
  });
  it('survives a trip through the URL, with the open claim', () => {
    const params: ClaimListParams = {
      filter: 'call_center',
      page: 3,
      search: 'de Vries',
      companyId: '12',
      invoiceId: '40',
      claimId: '7',
    };
    expect(parse(claimListSearch(params))).toEqual(params);
  });
  it('ignores unknown filters, bad pages and ids that are not numbers', () => {
    expect(parse('filter=done&page=1.5&company=abc&invoice=-4&claim=7x')).toEqual(DEFAULTS);
  });
  it('asks for the same claims without the open one or the page', () => {
    expect(
      claimListInput({
        ...DEFAULTS,
        filter: 'new',
        search: ' 3511 ',
        companyId: '12',
        claimId: '7',
        page: 2,
      }),
    ).toEqual({ filter: 'new', search: '3511', companyId: '12', invoiceId: null });
    expect(claimListInput({ ...DEFAULTS, search: '  ' }).search).toBeNull();
  });
});
