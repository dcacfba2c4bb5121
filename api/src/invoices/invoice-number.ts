import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '#domain/invoices/invoice-number';
import type { Executor } from '../db';
import type { InvoiceKind } from './invoice.table';
import { invoiceNumberSeries } from './invoice-number-series.table';

/**
 * The next number of a series, taken inside the completing transaction: the
 * upsert locks the series row until commit, so concurrent completions queue, and
 * a rolled-back completion gives its number back. No gaps, no doubles.
 */
export async function takeInvoiceNumber(
  tx: Executor,
  kind: InvoiceKind,
  year: number,
): Promise<{ number: string; sequence: number }> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSeries.kind, invoiceNumberSeries.year],
      set: { lastNumber: sql`${invoiceNumberSeries.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceNumberSeries.lastNumber });
  const sequence = row!.sequence;
  return { sequence, number: formatInvoiceNumber(kind, year, sequence) };
}
