import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedProperty } from '#domain/feeds/feed-structure';
import { companies } from '../companies';

/** A shop's data mappings for one property of its feeds (migration 0033). */
export const feedMappingGroups = pgTable('comparison_feed_mapping_groups', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  property: text('property').$type<FeedProperty>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FeedMappingGroupRow = typeof feedMappingGroups.$inferSelect;

export const feedDataMappings = pgTable('comparison_feed_data_mappings', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => feedMappingGroups.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  pattern: text('pattern').notNull(),
  replacement: text('replacement').notNull().default(''),
  confirmed: boolean('confirmed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FeedDataMappingRow = typeof feedDataMappings.$inferSelect;
