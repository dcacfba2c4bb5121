import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies';

/** A company's automatic top-up: when the balance falls below the threshold, collect the amount. */
export const prepaidAutoTopUps = pgTable('prepaid_auto_top_ups', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  thresholdCents: integer('threshold_cents').notNull(),
  amountEuros: integer('amount_euros').notNull(),
  mandateReference: text('mandate_reference'),
  lastTopUpAt: timestamp('last_top_up_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

export type AutoTopUpRow = typeof prepaidAutoTopUps.$inferSelect;
