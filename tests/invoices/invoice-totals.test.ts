import { describe, expect, it } from 'vitest';
import { DUTCH_STANDARD_VAT_PERCENT, invoiceTotals } from '#domain/invoices/invoice-totals';

describe("an invoice's totals", () => {
  it('adds 21 % VAT over the subtotal of quantity times price per line', () => {
    expect(DUTCH_STANDARD_VAT_PERCENT).toBe(21);
    expect(
      invoiceTotals(
        [
          { quantity: 3, priceCents: 2_500 },
          { quantity: 1, priceCents: 1_000 },
        ],
        21,
      ),
    ).toEqual({
      lineTotals: [7_500, 1_000],
      subtotalCents: 8_500,
      vatCents: 1_785,
      totalCents: 10_285,
    });
  });
  it('counts a text-only line as 0', () => {
    expect(
      invoiceTotals(
        [
          { quantity: null, priceCents: null },
          { quantity: 2, priceCents: 100 },
        ],
        21,
      ),
    ).toMatchObject({ lineTotals: [0, 200], subtotalCents: 200, totalCents: 242 });
  });
  it('rounds VAT once over the subtotal, not per line', () => {
    // Per line 0.21 + 0.21 cents would round to 0; over the subtotal 0.42 also to 0,
    // but three lines of 1 cent make 0.63 and that rounds up to 1.
    const cent = { quantity: 1, priceCents: 1 };
    expect(invoiceTotals([cent, cent, cent], 21).vatCents).toBe(1);
    expect(invoiceTotals([cent, cent], 21).vatCents).toBe(0);
  });
  it('rounds half a cent away from zero, so a credit note mirrors its invoice', () => {
    // 50 cents at 21 % is 10.5 cents of VAT.
    const invoice = invoiceTotals([{ quantity: 1, priceCents: 50 }], 21);
    const credit = invoiceTotals([{ quantity: -1, priceCents: 50 }], 21);
    expect(invoice.vatCents).toBe(11);
    expect(credit.vatCents).toBe(-11);
    expect(credit.totalCents).toBe(-invoice.totalCents);
  });
  it('gives all zeros for an invoice without lines or at 0 % VAT', () => {
    expect(invoiceTotals([], 21)).toEqual({
      lineTotals: [],
      subtotalCents: 0,
      vatCents: 0,
      totalCents: 0,
    });
    expect(invoiceTotals([{ quantity: 2, priceCents: 999 }], 0).totalCents).toBe(1_998);
  });
  it('rounds a fractional quantity’s line to whole cents', () => {
    expect(invoiceTotals([{ quantity: 1.5, priceCents: 333 }], 21).lineTotals).toEqual([500]);
  });
});
