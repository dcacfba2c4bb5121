import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { InvoiceKind } from './invoice.table';

/** The last number given per kind and year; its row is the lock that keeps numbering gapless. */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
