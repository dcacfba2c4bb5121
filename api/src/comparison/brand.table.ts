import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cmsPages } from '../cms';

/** A brand; the keyword is unique without regard to case (index on lower(keyword)). */
export const comparisonBrands = pgTable('comparison_brands', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  hasHome: boolean('has_home').notNull().default(false),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  logoKey: text('logo_key').unique(),
  logoContentType: text('logo_content_type'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonBrandRow = typeof comparisonBrands.$inferSelect;
