import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cmsDomains } from '../cms';
import { companies } from '../companies';
import { invoices } from '../invoices';
import { comparisonCoreProducts } from './core-product.table';
import { comparisonOffers } from './offer.table';
import { comparisonProducts } from './product.table';

/** A visitor sent on to a shop's offer; names and prices kept as they were at the click. */
export const comparisonClickouts = pgTable('comparison_clickouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  offerId: integer('offer_id').references(() => comparisonOffers.id, { onDelete: 'set null' }),
  productId: integer('product_id').references(() => comparisonProducts.id, {
    onDelete: 'set null',
  }),
  coreProductId: integer('core_product_id').references(() => comparisonCoreProducts.id, {
    onDelete: 'set null',
  }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  domainId: integer('domain_id').references(() => cmsDomains.id, { onDelete: 'set null' }),
  productName: text('product_name').notNull(),
  companyName: text('company_name').notNull(),
  targetUrl: text('target_url').notNull(),
  pageUrl: text('page_url'),
  offerPriceCents: integer('offer_price_cents').notNull(),
  clickPriceCents: integer('click_price_cents').notNull(),
  /** The invoice that billed this click-out (null: not billed yet, or free). */
  invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
});

export type ComparisonClickoutRow = typeof comparisonClickouts.$inferSelect;
