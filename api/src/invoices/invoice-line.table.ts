import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { invoices } from './invoice.table';

/** One line of an invoice; quantity and price are both set, or both null for a text line. */
export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity'),
  priceCents: integer('price_cents'),
  ledgerNumber: smallint('ledger_number'),
});

export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
