import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { affiliateCompanies } from '../affiliates';
import { cmsDomains } from './domain.table';
import { cmsPages } from './page.table';

/** A path of a domain that leads elsewhere: to an address (target) or a page. */
export const cmsRedirections = pgTable(
  'cms_redirections',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => cmsDomains.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    target: text('target'),
    pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
    description: text('description'),
    affiliate: boolean('affiliate').notNull().default(false),
    temporary: boolean('temporary').notNull().default(false),
    affiliateCompanyId: integer('affiliate_company_id').references(() => affiliateCompanies.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.domainId, t.url)],
);

export type CmsRedirectionRow = typeof cmsRedirections.$inferSelect;
