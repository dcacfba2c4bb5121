import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './company.table';

export const companyProfiles = pgTable('company_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  whyUs: text('why_us').array().notNull().default([]),
  version: integer('version').notNull().default(1),
});
