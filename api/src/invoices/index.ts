// Its tables: other areas read and join them; only invoices writes them (tests/shared/table-owners.test.ts).
export { invoices } from './invoice.table';
export type { InvoiceKind, InvoiceRow } from './invoice.table';
export { invoiceLines } from './invoice-line.table';
export type { InvoiceLineRow } from './invoice-line.table';
export { invoiceNumberSeries } from './invoice-number-series.table';

// Prepaid receipts are printed like invoices: the same buyer, seller and formats.
export type { InvoiceDocument } from './documents/invoice-document';
export { dutchDateTime, euros } from './documents/pdf-format';
export { invoiceBuyerOf } from './invoice-buyer';
export type { InvoiceBuyer } from './invoice-buyer';
export { sellerDetails } from './seller';

// Payments pay only invoices the viewer may read, and settle the invoice they pay.
export { readableInvoice } from './invoice-access';
export { settleInvoice } from './invoice-settlement';
