import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';
import type { PaymentSequence, PaymentStatus } from './payment-provider';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type PaymentPurpose = 'invoice' | 'deposit';

/** A payment through a provider: an invoice paid online or a prepaid deposit. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<PaymentPurpose>().notNull(),
  invoiceId: integer('invoice_id'),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id'),
  checkoutUrl: text('checkout_url'),
  status: text('status').$type<PaymentStatus>().notNull().default('open'),
  /** A first payment gives a mandate; recurring ones are collected on it. */
  sequence: text('sequence').$type<PaymentSequence>().notNull().default('oneoff'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
  version: integer('version').notNull().default(1),
});

export type PaymentRow = typeof payments.$inferSelect;
