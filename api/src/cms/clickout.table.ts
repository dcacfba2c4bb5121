import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { affiliateCompanies } from '../affiliates';
import { products } from '../products';
import { cmsDomains } from './domain.table';
import { cmsPages } from './page.table';
import { cmsRedirections } from './redirection.table';

/** A visitor sent on through an outgoing (/out/) link; link, target and page kept as text too. */
export const cmsClickouts = pgTable('cms_clickouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  domainId: integer('domain_id')
    .notNull()
    .references(() => cmsDomains.id, { onDelete: 'cascade' }),
  redirectionId: integer('redirection_id').references(() => cmsRedirections.id, {
    onDelete: 'set null',
  }),
  url: text('url').notNull(),
  target: text('target').notNull(),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  pageUrl: text('page_url'),
  affiliateCompanyId: integer('affiliate_company_id').references(() => affiliateCompanies.id, {
    onDelete: 'set null',
  }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
});

export type CmsClickoutRow = typeof cmsClickouts.$inferSelect;
