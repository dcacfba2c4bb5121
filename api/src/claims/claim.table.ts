import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';
import { assignedLeads } from '../leads';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A company's request to get its money back for one assigned lead. */
export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  assignedLeadId: integer('assigned_lead_id')
    .notNull()
    .unique()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The partner that sent the claimed lead; kept by triggers (migration 0048). */
  leadPartnerCompanyId: integer('lead_partner_company_id').references(() => companies.id, {
    onDelete: 'set null',
  }),
  status: integer('status').notNull().default(0),
  description: text('description').notNull(),
  message: text('message').notNull(),
  isDefaultMessage: boolean('is_default_message').notNull().default(false),
  stopMatching: boolean('stop_matching').notNull().default(false),
  enableEmailNotifications: boolean('enable_email_notifications').notNull().default(false),
  proofKey: text('proof_key'),
  proofName: text('proof_name'),
  proofMediaType: text('proof_media_type'),
  proofSize: integer('proof_size'),
  autoReason: text('auto_reason'),
  autoDecided: boolean('auto_decided').notNull().default(false),
  credited: boolean('credited').notNull().default(false),
  stateBeforeAccept: integer('state_before_accept'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  decidedAt: ts('decided_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type ClaimRow = typeof claims.$inferSelect;
