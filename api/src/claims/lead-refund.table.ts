import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { assignedLeads } from '../leads';
import { claims } from './claim.table';

/**
 * The one mark that an assigned lead's money came back (api/migrations/0035_money_guards.sql):
 * by an accepted claim's credit, or by a credit note of the invoice that billed it.
 */
export const leadRefunds = pgTable('lead_refunds', {
  assignedLeadId: integer('assigned_lead_id')
    .primaryKey()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  claimId: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
  /** The credit note (an invoices row; that area owns the table). */
  creditNoteId: integer('credit_note_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LeadRefundRow = typeof leadRefunds.$inferSelect;
