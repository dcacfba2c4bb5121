import { describe, expect, it } from 'vitest';
import {
  invoiceFilter,
  invoiceListSearch,
  parseInvoiceListParams,
  type InvoiceListParams,
} from '../../web/src/features/invoices/list-params';

const parse = (query: string) => parseInvoiceListParams(new URLSearchParams(query));

const DEFAULTS: InvoiceListParams = {
  sendList: false,
  paid: null,
  credit: null,
  status: null,
  companyType: null,
  companyId: '',
  sort: 'number',
  reverse: true,
  page: 1,
};

describe("the invoice list's filters in the URL", () => {
  it('opens on every invoice, highest number first', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(invoiceListSearch(DEFAULTS).toString()).toBe('');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params: InvoiceListParams = {
      sendList: true,
      paid: 'n',
      credit: 'y',
      status: 4,
      companyType: 'partner',
      companyId: '123',
      sort: 'due_date',
      reverse: false,
      page: 2,
    };
    expect(parseInvoiceListParams(invoiceListSearch(params))).toEqual(params);
  });
  it('ignores unknown values', () => {
    expect(
      parse(
        'list=all&paid=yes&credit=1&status=99&companyType=consumer&companyId=12a&sortColumn=vat&reverse=no&page=0',
      ),
    ).toEqual(DEFAULTS);
    expect(parse('companyId=1234567890').companyId).toBe('');
  });
});

describe('the invoices a list asks for', () => {
  it('asks for every invoice without filters', () => {
    expect(invoiceFilter(DEFAULTS)).toEqual({
      paid: null,
      credit: null,
      status: null,
      companyType: null,
      companyId: null,
    });
  });
  it('turns yes and no into true and false', () => {
    expect(invoiceFilter({ ...DEFAULTS, paid: 'y', credit: 'n' })).toMatchObject({
      paid: true,
      credit: false,
    });
  });
  it('passes the status, company type and company on', () => {
    expect(
      invoiceFilter({ ...DEFAULTS, status: 2, companyType: 'customer', companyId: '7' }),
    ).toMatchObject({ status: 2, companyType: 'customer', companyId: '7' });
  });
});
