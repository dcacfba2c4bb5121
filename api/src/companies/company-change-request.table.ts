import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from './company.table';

/**
 * A company user's request to change the company's registration data, decided by staff
 * on the lead managers' home (docs/dashboards.md; api/migrations/0045_lead_manager_work.sql).
 */
export const companyChangeRequests = pgTable('company_change_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  /** The new values by REST field name, normalised as a company save stores them. */
  changes: jsonb('changes').$type<Record<string, string | null>>().notNull(),
  /** The values when the request was filed. */
  oldValues: jsonb('old_values').$type<Record<string, string | null>>().notNull(),
  note: text('note'),
  state: text('state').$type<'open' | 'accepted' | 'rejected'>().notNull().default('open'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CompanyChangeRequestRow = typeof companyChangeRequests.$inferSelect;
