import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { affiliateCompanies } from './affiliate-company.table';

/** A ranked comparison of offers of affiliate companies, shown on pages. */
export const affiliateTables = pgTable('affiliate_tables', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title'),
  intro: text('intro'),
  logoKey: text('logo_key'),
  logoType: text('logo_type'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of an affiliate table, in its position. */
export const affiliateTableRows = pgTable('affiliate_table_rows', {
  id: serial('id').primaryKey(),
  tableId: integer('table_id')
    .notNull()
    .references(() => affiliateTables.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  affiliateCompanyId: integer('affiliate_company_id')
    .notNull()
    .references(() => affiliateCompanies.id, { onDelete: 'cascade' }),
  offer: text('offer').notNull(),
  price: text('price'),
  linkUrl: text('link_url').notNull(),
  usps: text('usps').array().notNull().default([]),
  highlighted: boolean('highlighted').notNull().default(false),
});

export type AffiliateTableRow = typeof affiliateTables.$inferSelect;
export type AffiliateTableRowRow = typeof affiliateTableRows.$inferSelect;
