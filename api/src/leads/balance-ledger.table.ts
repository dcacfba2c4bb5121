import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/company.table';
import { assignedLeads } from './assigned-lead.table';

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
});
