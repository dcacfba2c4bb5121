import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { comparisonCoreProducts } from '../comparison';

/** What specs are given for, per core product; names unique per core product without regard to case. */
export const comparisonFeatures = pgTable('comparison_features', {
  id: serial('id').primaryKey(),
  coreProductId: integer('core_product_id')
    .notNull()
    .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  unit: text('unit'),
  category: text('category').notNull().default(''),
  categoryPriority: integer('category_priority').notNull().default(0),
  position: integer('position').notNull().default(0),
  groupId: integer('group_id'),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonFeatureRow = typeof comparisonFeatures.$inferSelect;
