import { invoiceLineTotal } from './invoice-lines';

/** The Dutch standard VAT rate, in percent. */
export const DUTCH_STANDARD_VAT_PERCENT = 21;

export interface InvoiceTotals {
  lineTotals: number[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** Rounds half away from zero, so a credit note's figures mirror its invoice's exactly. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * An invoice's figures in integer cents: each line quantity × price, the subtotal
 * their sum, VAT computed once over the subtotal (not per line) and rounded.
 */
export function invoiceTotals(
  lines: readonly { quantity: number | null; priceCents: number | null }[],
  vatRatePercent: number,
): InvoiceTotals {
  const lineTotals = lines.map((line) =>
    invoiceLineTotal({ quantity: line.quantity, price: line.priceCents }),
  );
  const subtotalCents = lineTotals.reduce((sum, total) => sum + total, 0);
  const vatCents = roundHalfAway((subtotalCents * vatRatePercent) / 100);
  return { lineTotals, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}
