import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { assignedLeads } from '../leads';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The mailed review link of an assigned lead: one per assigned lead, renewed for a revision. */
export const reviewRequests = pgTable('review_requests', {
  id: serial('id').primaryKey(),
  assignedLeadId: integer('assigned_lead_id')
    .notNull()
    .unique()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
