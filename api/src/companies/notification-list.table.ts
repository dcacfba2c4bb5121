import { boolean, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { companies } from './company.table';

export const notificationLists = pgTable('notification_lists', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  finance: boolean('finance').notNull().default(false),
  leads: boolean('leads').notNull().default(false),
  claims: boolean('claims').notNull().default(false),
  account: boolean('account').notNull().default(false),
  crm: boolean('crm').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  waLeads: boolean('wa_leads').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationListRow = typeof notificationLists.$inferSelect;
