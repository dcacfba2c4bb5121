import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { comparisonCoreProducts } from '../comparison';

/** Per core product: the templates of a product page's meta title and description. */
export const comparisonProductMeta = pgTable('comparison_product_meta', {
  coreProductId: integer('core_product_id')
    .primaryKey()
    .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
  titleTemplate: text('title_template').notNull().default(''),
  descriptionTemplate: text('description_template').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonProductMetaRow = typeof comparisonProductMeta.$inferSelect;
