import { boolean, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Agreed terms for one company: prices per product, a lead maximum, free plaza leads, a period. */
export const deals = pgTable('deals', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  max: integer('max'),
  maxFreeLeadPlaza: integer('max_free_lead_plaza'),
  leadPlazaOnly: boolean('lead_plaza_only').notNull().default(false),
  startAt: ts('start_at'),
  endAt: ts('end_at'),
  hasFreeLead: boolean('has_free_lead').notNull().default(false),
  pauseAccount: boolean('pause_account').notNull().default(false),
  allowClaim: boolean('allow_claim').notNull().default(true),
  endedAt: ts('ended_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type DealRow = typeof deals.$inferSelect;
