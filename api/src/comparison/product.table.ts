import {
  bigint,
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { comparisonBrands } from './brand.table';
import { comparisonCoreProducts } from './core-product.table';

export const comparisonProducts = pgTable('comparison_products', {
  id: serial('id').primaryKey(),
  coreProductId: integer('core_product_id')
    .notNull()
    .references(() => comparisonCoreProducts.id, { onDelete: 'restrict' }),
  brandId: integer('brand_id').references(() => comparisonBrands.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  pros: text('pros').array().notNull().default([]),
  cons: text('cons').array().notNull().default([]),
  scrapeUri: text('scrape_uri'),
  crawlState: text('crawl_state', { enum: ['idle', 'queued', 'crawling', 'failed'] })
    .notNull()
    .default('idle'),
  crawledAt: timestamp('crawled_at', { withTimezone: true }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => comparisonProducts.id, {
    onDelete: 'set null',
  }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonProductRow = typeof comparisonProducts.$inferSelect;

/** Every EAN a product is known by, by numeric value; is_main marks the product's own EAN. */
export const comparisonProductEans = pgTable('comparison_product_eans', {
  ean: bigint('ean', { mode: 'number' }).primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
  isMain: boolean('is_main').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonProductEanRow = typeof comparisonProductEans.$inferSelect;
