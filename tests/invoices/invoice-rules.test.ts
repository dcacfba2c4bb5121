import { describe, expect, it } from 'vitest';
import {
  invoiceLineRefusal,
  invoiceLinesRefusal,
  invoiceLineTotal,
  normalizeInvoiceLine,
} from '#domain/invoices/invoice-lines';
import {
  defaultPaymentDate,
  INVOICE_STATUS_CODES,
  invoiceStatusColour,
  invoiceStatusLabel,
  isInvoiceStatus,
} from '#domain/invoices/invoice-status';
import {
  defaultLedgerNumber,
  isLedgerNumber,
  LEDGER_NUMBERS,
} from '#domain/invoices/ledger-numbers';
import {
  isPaymentMethod,
  PAYMENT_METHODS,
  paymentMethodName,
} from '#domain/invoices/payment-methods';

describe('invoice statuses', () => {
  it('keeps the stored status codes', () => {
    expect(INVOICE_STATUS_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(isInvoiceStatus(9)).toBe(false);
    expect(isInvoiceStatus(10)).toBe(true);
  });
  it.each([
    [1, 'orange'],
    [2, 'green'],
    [3, 'orange'],
    [4, 'red'],
    [5, 'red'],
    [6, 'red'],
    [7, 'red'],
    [8, 'red'],
    [10, 'gray'],
  ])('status %i shows %s', (status, colour) => {
    expect(invoiceStatusColour(status)).toBe(colour);
  });
  it('labels collection as suspended when the company is gone or suspended', () => {
    expect(invoiceStatusLabel(7, 'active')).toBe('collection_agency');
    expect(invoiceStatusLabel(7, 'suspended')).toBe('suspended');
    expect(invoiceStatusLabel(8, null)).toBe('suspended');
    expect(invoiceStatusLabel(2, null)).toBe('paid');
    expect(invoiceStatusLabel(99, 'active')).toBe('unknown');
  });
  it('defaults the payment date to now, or the due date for direct debit', () => {
    const now = new Date('2024-06-30T12:00:00Z');
    expect(defaultPaymentDate({ paymentMethod: 1, dueDate: '2024-07-14' }, now)).toBe(now);
    expect(defaultPaymentDate({ paymentMethod: 4, dueDate: '2024-07-14' }, now)).toEqual(
      new Date('2024-07-14'),
    );
    expect(defaultPaymentDate({ paymentMethod: 4, dueDate: null }, now)).toBe(now);
  });
});

describe('payment methods and ledgers', () => {
  it('has the thirteen payment methods', () => {
    expect(Object.keys(PAYMENT_METHODS)).toHaveLength(13);
    expect(paymentMethodName(4)).toBe('direct_debit');
    expect(paymentMethodName(14)).toBeUndefined();
    expect(isPaymentMethod(13)).toBe(true);
    expect(isPaymentMethod(0)).toBe(false);
  });
  it('has the ledger numbers and defaults to leads', () => {
    expect(LEDGER_NUMBERS.revenue).toEqual({
      clicks: 8030,
      leads: 8040,
      bannering: 8050,
      commission: 8060,
    });
    expect(LEDGER_NUMBERS.cost).toEqual({
      clicks: 7063,
      leads: 7060,
      bannering: 7061,
      commission: 7062,
    });
    expect(defaultLedgerNumber({ isPartner: true })).toBe(7060);
    expect(defaultLedgerNumber({ isPartner: false })).toBe(8040);
    expect(isLedgerNumber(8060)).toBe(true);
    expect(isLedgerNumber(8070)).toBe(false);
  });
});

describe('invoice lines', () => {
  const line = { description: 'Leads juni', quantity: 3, price: 2500, ledgerNumber: 8040 };
  it('accepts a full line and a text-only line', () => {
    expect(invoiceLineRefusal(line)).toBeNull();
    expect(invoiceLineRefusal({ ...line, quantity: null, price: null })).toBeNull();
  });
  it('needs a description', () => {
    expect(invoiceLineRefusal({ ...line, description: '  ' })).toBe(
      'MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED',
    );
    expect(invoiceLineRefusal({ ...line, description: null })).toBe(
      'MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED',
    );
  });
  it('needs quantity and price together', () => {
    expect(invoiceLineRefusal({ ...line, price: null })).toBe(
      'MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE',
    );
    expect(invoiceLineRefusal({ ...line, quantity: null })).toBe(
      'MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE',
    );
  });
  it('clears ledger, price and quantity on a text-only line', () => {
    expect(
      normalizeInvoiceLine({
        description: ' Let op ',
        quantity: null,
        price: null,
        ledgerNumber: 8040,
      }),
    ).toEqual({
      description: 'Let op',
      quantity: null,
      price: null,
      ledgerNumber: null,
    });
    expect(normalizeInvoiceLine(line)).toEqual(line);
    expect(normalizeInvoiceLine(normalizeInvoiceLine(line))).toEqual(line);
  });
  it('refuses an empty invoice', () => {
    expect(invoiceLinesRefusal([])).toBe('MESSAGE.INVOICE_EMPTY');
    expect(invoiceLinesRefusal([line])).toBeNull();
    expect(invoiceLinesRefusal([line, { ...line, price: null }])).toBe(
      'MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE',
    );
  });
  it('totals a line in cents', () => {
    expect(invoiceLineTotal(line)).toBe(7500);
    expect(invoiceLineTotal({ quantity: null, price: null })).toBe(0);
  });
});
