import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from './company.table';

/** The company's event log: the timeline on the company screen. */
export const companyEvents = pgTable('company_events', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  data: jsonb('data').notNull().$type<Record<string, unknown>>().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
