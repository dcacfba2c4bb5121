import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.table';

/** One mandate per company. */
export const sepaMandates = pgTable('sepa_mandates', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  address: text('address'),
  city: text('city'),
  chamberOfCommerceNumber: text('chamber_of_commerce_number'),
  iban: text('iban').notNull(),
  bic: text('bic'),
  signedBy: text('signed_by').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  accepted: boolean('accepted').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
});

export type SepaMandateRow = typeof sepaMandates.$inferSelect;
