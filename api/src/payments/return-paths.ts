/**
 * Where the customer's browser returns after a checkout: an invoice to the
 * payment-received message (which leads to the invoices), a deposit to its own
 * message, which leads to the balance ("Tegoed").
 */
export const INVOICE_RETURN_PATH = '/message/payment-received';
export const DEPOSIT_RETURN_PATH = '/message/deposit-received';
