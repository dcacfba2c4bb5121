import {
  INVOICE_SORT_COLUMNS,
  INVOICE_STATUS_CODES,
  type InvoiceSortColumn,
} from '#domain/invoices/invoice-status';

export type YesNo = 'y' | 'n' | null;

/**
 * The invoice list's filters, sort and page (sortColumn, paid, credit, status, companyType,
 * companyId); they live in the URL.
 */
export interface InvoiceListParams {
  /** The send list (completed, not sent) instead of every invoice. */
  sendList: boolean;
  paid: YesNo;
  credit: YesNo;
  status: number | null;
  companyType: 'customer' | 'partner' | null;
  companyId: string;
  sort: InvoiceSortColumn;
  reverse: boolean;
  page: number;
}

const yesNo = (value: string | null): YesNo => (value === 'y' || value === 'n' ? value : null);

export function parseInvoiceListParams(search: URLSearchParams): InvoiceListParams {
  const sort = search.get('sortColumn');
  const status = Number(search.get('status'));
  const type = search.get('companyType');
  const page = Number(search.get('page'));
  return {
    sendList: search.get('list') === 'send',
    paid: yesNo(search.get('paid')),
    credit: yesNo(search.get('credit')),
    status: (INVOICE_STATUS_CODES as readonly number[]).includes(status) ? status : null,
    companyType: type === 'customer' || type === 'partner' ? type : null,
    companyId: /^\d{1,9}$/.test(search.get('companyId') ?? '') ? search.get('companyId')! : '',
    sort: (INVOICE_SORT_COLUMNS as readonly string[]).includes(sort ?? '')
      ? (sort as InvoiceSortColumn)
      : 'number',
    reverse: search.get('reverse') !== 'false',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL search of a list state; defaults are left out. */
export function invoiceListSearch(params: InvoiceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sendList) search.set('list', 'send');
  if (params.paid) search.set('paid', params.paid);
  if (params.credit) search.set('credit', params.credit);
  if (params.status !== null) search.set('status', String(params.status));
  if (params.companyType) search.set('companyType', params.companyType);
  if (params.companyId) search.set('companyId', params.companyId);
  if (params.sort !== 'number') search.set('sortColumn', params.sort);
  if (!params.reverse) search.set('reverse', 'false');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GraphQL filter of a list state. */
export function invoiceFilter(params: InvoiceListParams) {
  const flag = (value: YesNo) => (value === null ? null : value === 'y');
  return {
    paid: flag(params.paid),
    credit: flag(params.credit),
    status: params.status,
    companyType: params.companyType,
    companyId: params.companyId || null,
  };
}
