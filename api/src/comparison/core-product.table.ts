import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A kind of product compared on the sites (heat pumps, solar panels, ...). */
export const comparisonCoreProducts = pgTable('comparison_core_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  discr: text('discr').notNull().unique(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonCoreProductRow = typeof comparisonCoreProducts.$inferSelect;

/** The click price by offer price range [min, max); saved as a whole on the core product. */
export const comparisonCommissionScales = pgTable(
  'comparison_commission_scales',
  {
    coreProductId: integer('core_product_id')
      .notNull()
      .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    minCents: integer('min_cents').notNull(),
    maxCents: integer('max_cents'),
    clickPriceCents: integer('click_price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.coreProductId, table.position] })],
);

export type ComparisonCommissionScaleRow = typeof comparisonCommissionScales.$inferSelect;
