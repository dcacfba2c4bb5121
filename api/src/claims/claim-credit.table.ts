import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { assignedLeads } from '../leads';
import { claims } from './claim.table';

/** A claim's credit for a company that pays by invoice; the next invoice prints it. */
export const claimCredits = pgTable('claim_credits', {
  id: serial('id').primaryKey(),
  claimId: integer('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  assignedLeadId: integer('assigned_lead_id').references(() => assignedLeads.id, {
    onDelete: 'set null',
  }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').$type<'claim_accepted' | 'claim_reversed'>().notNull(),
  invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
  invoiceId: integer('invoice_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClaimCreditRow = typeof claimCredits.$inferSelect;
