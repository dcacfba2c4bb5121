import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import {
  emptyLine,
  extraInvoiceSchema,
  toInvoiceLines,
  typedSubtotal,
  type ExtraInvoiceLine,
} from '../../web/src/features/invoices/extra-invoice-values';
import { fieldRefusals } from '../support/field-refusals';

const line = (over: Partial<ExtraInvoiceLine>): ExtraInvoiceLine => ({
  ...emptyLine('8000'),
  description: 'Extra leads',
  price: '25,00',
  ...over,
});

describe('the lines of an extra invoice as typed', () => {
  it('start as one of an amount still to type, in the ledger given', () => {
    expect(emptyLine('8000')).toEqual({
      description: '',
      quantity: '1',
      price: '',
      ledgerNumber: '8000',
    });
    expect(emptyLine().ledgerNumber).toBe('');
  });
  it('need at least one line, each with a description', () => {
    expect(fieldRefusals(extraInvoiceSchema, { lines: [] })).toEqual({
      lines: MESSAGE.INVOICE_EMPTY,
    });
    expect(fieldRefusals(extraInvoiceSchema, { lines: [line({ description: '  ' })] })).toEqual({
      'lines.0.description': MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED,
    });
  });
  it('take a quantity and a price together, or neither for a text line', () => {
    expect(
      fieldRefusals(extraInvoiceSchema, { lines: [line({ quantity: '', price: '' })] }),
    ).toBeNull();
    expect(fieldRefusals(extraInvoiceSchema, { lines: [line({ price: '' })] })).toEqual({
      'lines.0.price': MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE,
    });
    expect(fieldRefusals(extraInvoiceSchema, { lines: [line({ quantity: '' })] })).toEqual({
      'lines.0.price': MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE,
    });
  });
  it('refuse quantities that are not whole numbers and prices that are not amounts', () => {
    expect(
      fieldRefusals(extraInvoiceSchema, {
        lines: [line({ quantity: '1,5' }), line({ price: '25,005' }), line({ price: 'veel' })],
      }),
    ).toEqual({
      'lines.0.quantity': MESSAGE.INVALID_VALUE,
      'lines.1.price': MESSAGE.INVALID_VALUE,
      'lines.2.price': MESSAGE.INVALID_VALUE,
    });
  });
  it('accept a deduction as a minus on the price or the quantity', () => {
    expect(
      fieldRefusals(extraInvoiceSchema, {
        lines: [line({ price: '-25' }), line({ quantity: '-2' })],
      }),
    ).toBeNull();
  });
});

describe('what an extra invoice sends', () => {
  it('sends cents, whole quantities and the ledger number', () => {
    expect(
      toInvoiceLines({
        lines: [
          line({ description: ' Extra leads ', quantity: '3', price: '1.250,50' }),
          line({ description: 'Korting', price: '-10', ledgerNumber: '' }),
          line({ description: 'Toelichting', quantity: '', price: '' }),
        ],
      }),
    ).toEqual([
      { description: 'Extra leads', quantity: 3, priceCents: 125_050, ledgerNumber: 8000 },
      { description: 'Korting', quantity: 1, priceCents: -1_000, ledgerNumber: null },
      { description: 'Toelichting', quantity: null, priceCents: null, ledgerNumber: 8000 },
    ]);
  });
  it('adds up the lines typed so far, counting unreadable ones as 0', () => {
    expect(
      typedSubtotal([
        line({ quantity: '3', price: '25,00' }),
        line({ quantity: '1', price: '-10,50' }),
        line({ quantity: '2', price: 'veel' }),
        line({ quantity: 'x', price: '99' }),
      ]),
    ).toBe(6_450);
    expect(typedSubtotal([])).toBe(0);
  });
});
