import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';
import type { InvoiceBuyer } from './invoice-buyer';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type InvoiceKind = 'invoice' | 'credit_note';

/** A completed invoice or credit note: numbered, dated, its buyer and totals fixed. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'restrict' }),
  kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
  correctsInvoiceId: integer('corrects_invoice_id'),
  number: text('number').notNull(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  status: smallint('status').notNull().default(1),
  paymentMethod: smallint('payment_method'),
  invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  paymentDate: ts('payment_date'),
  sentAt: ts('sent_at'),
  bookInternal: boolean('book_internal').notNull().default(false),
  sendEmail: boolean('send_email').notNull().default(true),
  extra: boolean('extra').notNull().default(false),
  buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  vatRatePercent: integer('vat_rate_percent').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  dunningAt: ts('dunning_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type InvoiceRow = typeof invoices.$inferSelect;
