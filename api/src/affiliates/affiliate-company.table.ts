import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A shop or partner that outgoing links lead to (paid per click or commission). */
export const affiliateCompanies = pgTable('affiliate_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  description: text('description'),
  logoKey: text('logo_key'),
  logoType: text('logo_type'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AffiliateCompanyRow = typeof affiliateCompanies.$inferSelect;
