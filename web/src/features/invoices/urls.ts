/** URL builders of the invoices area, so no screen spells a path by hand. */
export const invoiceUrls = {
  list: (search = '') => (search ? `/invoice?${search}` : '/invoice'),
  detail: (id: string | number) => `/invoice/${id}`,
  unsent: (companyId: string | number) => `/invoice/unsent/company/${companyId}`,
  extra: (companyId: string | number) => `/invoice/extra/company/${companyId}`,
  company: (companyId: string | number) => `/company/${companyId}`,
  lead: (leadId: string | number) => `/lead-generator/lead/${leadId}`,
  claims: (invoiceId: string | number) => `/lead-generator/claim?filter=all&invoice=${invoiceId}`,
  customerList: () => '/customer/invoice',
  /** Gateway pass-throughs of the documents. */
  pdf: (id: string | number) => `/files/invoice/${id}/pdf`,
  ubl: (id: string | number) => `/files/invoice/${id}/ubl`,
  directDebitBatch: () => '/files/invoice/direct_debit/batch',
  /** The invoice's click-out specification (a comparison shop's invoice). */
  clickouts: (id: string | number, kind: 'csv' | 'pdf') => `/files/invoice/${id}/clickout/${kind}`,
  partnerList: () => '/partner/invoice',
  partnerDetail: (id: string | number) => `/partner/invoice/${id}`,
};
