import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The invoices texts (locales/<lang>/invoices.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/invoice': lazyScreen(() => import('./views/invoice-list-view').then((m) => m.InvoiceListView)),
  '/invoice/:invoiceId': lazyScreen(() =>
    import('./views/invoice-detail-view').then((m) => m.InvoiceDetailView),
  ),
  '/invoice/unsent/company/:companyId': lazyScreen(() =>
    import('./views/current-invoice-view').then((m) => m.CurrentInvoiceView),
  ),
  '/invoice/extra/company/:companyId': lazyScreen(() =>
    import('./views/extra-invoice-view').then((m) => m.ExtraInvoiceView),
  ),
  '/customer/invoice': lazyScreen(() =>
    import('./views/company-invoices-view').then((m) => m.CustomerInvoicesView),
  ),
  '/partner/invoice': lazyScreen(() =>
    import('./views/company-invoices-view').then((m) => m.PartnerInvoicesView),
  ),
  '/partner/invoice/:id': lazyScreen(() =>
    import('./views/company-invoices-view').then((m) => m.PartnerInvoiceDetailView),
  ),
};
