import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { comparisonProducts } from './product.table';

/** A shop's current offer for a product; retired when its feed's newest run no longer has it. */
export const comparisonOffers = pgTable('comparison_offers', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  priceCents: integer('price_cents').notNull(),
  shippingCents: integer('shipping_cents'),
  inStock: boolean('in_stock'),
  deliveryTime: text('delivery_time'),
  url: text('url').notNull(),
  // Written by the product-feed runner (migration 0033): the feed, its run and the shop's own id.
  feedId: integer('feed_id'),
  lastJobId: integer('last_job_id'),
  customerId: text('customer_id'),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonOfferRow = typeof comparisonOffers.$inferSelect;
