import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cmsPages } from '../cms';

/** A tag pages carry; its name is unique without regard to case (index on lower(name)). */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  boundPageId: integer('bound_page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TagRow = typeof tags.$inferSelect;
