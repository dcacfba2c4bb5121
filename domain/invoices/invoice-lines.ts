import { MESSAGE } from '#domain/shared/messages';

export interface InvoiceLineDraft {
  description: string | null;
  quantity: number | null;
  /** In cents. */
  price: number | null;
  ledgerNumber: number | null;
}

const blank = (value: number | null | undefined) => value === null || value === undefined;

/**
 * Why a line cannot be added, or null: it needs a description, and quantity
 * and price go together (both set, or both empty for a text-only line).
 */
export function invoiceLineRefusal(line: InvoiceLineDraft): string | null {
  if (!line.description || line.description.trim() === '')
    return MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED;
  if (blank(line.quantity) !== blank(line.price)) return MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE;
  return null;
}

/** A text-only line (no quantity and no price) carries no ledger, price or quantity at all. */
export function normalizeInvoiceLine(line: InvoiceLineDraft): InvoiceLineDraft {
  const description = (line.description ?? '').trim();
  if (blank(line.quantity) && blank(line.price)) {
    return { description, quantity: null, price: null, ledgerNumber: null };
  }
  return { ...line, description };
}

/** An invoice may not be empty; otherwise the first refused line decides. */
export function invoiceLinesRefusal(lines: readonly InvoiceLineDraft[]): string | null {
  if (lines.length === 0) return MESSAGE.INVOICE_EMPTY;
  for (const line of lines) {
    const refusal = invoiceLineRefusal(line);
    if (refusal) return refusal;
  }
  return null;
}

/** Line total in cents (quantity times price), 0 for a text-only line. */
export function invoiceLineTotal(line: Pick<InvoiceLineDraft, 'quantity' | 'price'>): number {
  return Math.round((line.quantity ?? 0) * (line.price ?? 0));
}
