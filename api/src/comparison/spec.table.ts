import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { comparisonFeatures } from '../features';
import { comparisonProducts } from './product.table';

export const SPEC_SOURCES = ['editor', 'feed', 'spec_website'] as const;

/** A product's value for a feature. */
export const comparisonSpecs = pgTable(
  'comparison_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => comparisonFeatures.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    source: text('source', { enum: SPEC_SOURCES }).notNull().default('editor'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.featureId] })],
);

export type ComparisonSpecRow = typeof comparisonSpecs.$inferSelect;
