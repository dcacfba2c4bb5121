import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';
import { payments } from '../payments';
import { assignedLeads } from '../leads';

/** Every change of a prepaid balance: negative for a lead paid, positive for a top-up or refund. */
export const balanceLedger = pgTable('balance_ledger', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  balanceAfterCents: integer('balance_after_cents').notNull(),
  reason: text('reason').notNull(),
  assignedLeadId: integer('assigned_lead_id').references(() => assignedLeads.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who made a manual change (a refund or correction by finance). */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Why, as finance typed it (required for a refund or correction). */
  note: text('note'),
  /** The deposit this row books (its receipt). */
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
});
