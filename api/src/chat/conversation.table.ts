import { integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';
import { assignedLeads } from '../leads';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The chat between a lead's consumer and the company that got the lead. */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  assignedLeadId: integer('assigned_lead_id')
    .notNull()
    .unique()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMessageAt: ts('last_message_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ConversationRow = typeof conversations.$inferSelect;
