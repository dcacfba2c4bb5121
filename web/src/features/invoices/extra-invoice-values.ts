import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { euroCents } from '#domain/shared/parse-money';
import type { InvoiceLineInput } from '../../gql/graphql';

/** One typed line: the price in euros (a minus for a deduction), the ledger as a choice. */
const lineRow = z
  .object({
    description: z.string().trim().min(1, MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED),
    quantity: z.string().regex(/^-?\d*$/, MESSAGE.INVALID_VALUE),
    price: z
      .string()
      .refine(
        (text) => text.trim() === '' || euroCents(text, { signed: true }) !== null,
        MESSAGE.INVALID_VALUE,
      ),
    ledgerNumber: z.string(),
  })
  // Quantity and price go together; both empty makes a text line.
  .refine((row) => (row.quantity.trim() === '') === (row.price.trim() === ''), {
    message: MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE,
    path: ['price'],
  });

export const extraInvoiceSchema = z.object({
  lines: z.array(lineRow).min(1, MESSAGE.INVOICE_EMPTY),
});

export type ExtraInvoiceValues = z.infer<typeof extraInvoiceSchema>;
export type ExtraInvoiceLine = ExtraInvoiceValues['lines'][number];

export const emptyLine = (ledgerNumber = ''): ExtraInvoiceLine => ({
  description: '',
  quantity: '1',
  price: '',
  ledgerNumber,
});

export function toInvoiceLines(values: ExtraInvoiceValues): InvoiceLineInput[] {
  return values.lines.map((row) => ({
    description: row.description.trim(),
    quantity: row.quantity.trim() === '' ? null : Number(row.quantity),
    priceCents: euroCents(row.price, { signed: true }),
    ledgerNumber: row.ledgerNumber ? Number(row.ledgerNumber) : null,
  }));
}

/** What the typed lines come to so far, in cents (unreadable lines count as 0). */
export function typedSubtotal(lines: ExtraInvoiceLine[]): number {
  return lines.reduce((sum, row) => {
    const price = euroCents(row.price, { signed: true }) ?? 0;
    const quantity = Number(row.quantity) || 0;
    return sum + price * quantity;
  }, 0);
}
