// Its tables: other areas read and join them; only invoices writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Prepaid receipts are printed like invoices.
export type { InvoiceDocument } from './documents/invoice-document';

// Prepaid receipts are printed like invoices.
export { dutchDateTime, euros } from './documents/pdf-format';

// Payments pay only invoices the viewer may read.
export { readableInvoice } from './invoice-access';

// Prepaid receipts name the buyer as invoices do.
export { invoiceBuyerOf } from './invoice-buyer';
export type { InvoiceBuyer } from './invoice-buyer';

// Payments settle the invoice they pay.
export { settleInvoice } from './invoice-settlement';

// Prepaid receipts name the seller as invoices do.
export { sellerDetails } from './seller';
