import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const cmsDomains = pgTable('cms_domains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  host: text('host').notNull().unique(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsDomainRow = typeof cmsDomains.$inferSelect;
