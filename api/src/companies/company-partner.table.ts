import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company.table';

/** Partner settings of a partner company. */
export const companyPartners = pgTable('company_partners', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  guid: uuid('guid').notNull().unique(),
  mustBeVerifiedProducts: text('must_be_verified_products').array().notNull().default([]),
  utmCampaign: text('utm_campaign'),
  utmMedium: text('utm_medium'),
  utmSource: text('utm_source'),
  sourceDomain: text('source_domain'),
  version: integer('version').notNull().default(1),
});

/** A partner company manages other companies. */
export const companyPartnerLinks = pgTable(
  'company_partner_links',
  {
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerCompanyId, t.companyId] })],
);
