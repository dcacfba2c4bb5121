import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from '../companies';

/** A message meant for a channel the portal has no provider for yet (WhatsApp): kept as an intent. */
export const notificationIntents = pgTable('notification_intents', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  template: text('template').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
