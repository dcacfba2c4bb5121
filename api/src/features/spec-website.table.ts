import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { comparisonCoreProducts } from '../comparison';
import { comparisonFeatures } from './feature.table';

/** A website specs of one core product's products are read from; name unique without regard to case. */
export const comparisonSpecWebsites = pgTable('comparison_spec_websites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  coreProductId: integer('core_product_id')
    .notNull()
    .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonSpecWebsiteRow = typeof comparisonSpecWebsites.$inferSelect;

/**
 * A spec website's own name for a spec: mapped when it has a feature or is marked
 * no_feature (not a feature we keep); the others are the synonym suggestions.
 */
export const comparisonSpecSynonyms = pgTable('comparison_spec_synonyms', {
  id: serial('id').primaryKey(),
  specWebsiteId: integer('spec_website_id')
    .notNull()
    .references(() => comparisonSpecWebsites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sampleValue: text('sample_value'),
  featureId: integer('feature_id').references(() => comparisonFeatures.id, {
    onDelete: 'set null',
  }),
  noFeature: boolean('no_feature').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonSpecSynonymRow = typeof comparisonSpecSynonyms.$inferSelect;
