import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { comparisonCoreProducts, comparisonProducts } from '../comparison';
import { comparisonFeatures } from './feature.table';
import {
  UNMAPPED_FEATURE_SOURCES,
  UNMAPPED_FEATURE_STATES,
} from '#domain/features/feature-mapping';

/**
 * A feature name seen in a feed or on a spec website, per core product; unique per core
 * product and source without regard to case. Mapped and ignored rows stay (history).
 */
export const comparisonUnmappedFeatures = pgTable('comparison_unmapped_features', {
  id: serial('id').primaryKey(),
  coreProductId: integer('core_product_id')
    .notNull()
    .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  source: text('source', { enum: UNMAPPED_FEATURE_SOURCES }).notNull(),
  sampleValue: text('sample_value'),
  seenCount: integer('seen_count').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  state: text('state', { enum: UNMAPPED_FEATURE_STATES }).notNull().default('unmapped'),
  mappedFeatureId: integer('mapped_feature_id').references(() => comparisonFeatures.id, {
    onDelete: 'set null',
  }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export type ComparisonUnmappedFeatureRow = typeof comparisonUnmappedFeatures.$inferSelect;

/** The values products had for an unmapped name; they become specs when it is mapped. */
export const comparisonUnmappedFeatureValues = pgTable(
  'comparison_unmapped_feature_values',
  {
    unmappedFeatureId: integer('unmapped_feature_id')
      .notNull()
      .references(() => comparisonUnmappedFeatures.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.unmappedFeatureId, table.productId] })],
);
