import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { leads } from './lead.table';

/**
 * A partner lead API request that failed (api/migrations/0045_lead_manager_work.sql): the
 * body as received with secrets left out, the answer's status and message key. Staff retry
 * or delete it from the lead managers' home (docs/dashboards.md).
 */
export const partnerRequestFailures = pgTable('partner_request_failures', {
  id: serial('id').primaryKey(),
  partnerCompanyId: integer('partner_company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The route as the partner called it, without its key: `/partner/{guid}/lead`. */
  endpoint: text('endpoint').notNull(),
  /** The partner's request id (body `request_id` or the `Idempotency-Key` header). */
  requestId: text('request_id'),
  body: jsonb('body').notNull(),
  status: integer('status').notNull(),
  errorKey: text('error_key').notNull(),
  errorFields: jsonb('error_fields').$type<Record<string, string> | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retryCount: integer('retry_count').notNull().default(0),
  retriedAt: timestamp('retried_at', { withTimezone: true }),
  /** Set when a retry took the lead in; done rows leave the home's list. */
  doneAt: timestamp('done_at', { withTimezone: true }),
  leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
});
export type PartnerRequestFailureRow = typeof partnerRequestFailures.$inferSelect;
