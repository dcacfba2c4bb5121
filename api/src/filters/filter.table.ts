import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { FILTER_SORTINGS, FILTER_STEP_TYPES } from '#domain/filters/filter-input';
import { comparisonCoreProducts } from '../comparison';
import { comparisonFeatures } from '../features';

/** A facet of a core product's product list on one of its features (one filter per feature). */
export const comparisonFilters = pgTable('comparison_filters', {
  id: serial('id').primaryKey(),
  coreProductId: integer('core_product_id')
    .notNull()
    .references(() => comparisonCoreProducts.id, { onDelete: 'cascade' }),
  featureId: integer('feature_id')
    .notNull()
    .unique('comparison_filters_feature_key')
    .references(() => comparisonFeatures.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  position: integer('position').notNull(),
  listPosition: integer('list_position'),
  stepType: text('step_type', { enum: FILTER_STEP_TYPES }).notNull(),
  min: doublePrecision('min'),
  max: doublePrecision('max'),
  sorting: text('sorting', { enum: FILTER_SORTINGS }).notNull().default('key_asc'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonFilterRow = typeof comparisonFilters.$inferSelect;

/** A filter's options in order: a numeric range [from, to) or a spec value. */
export const comparisonFilterSteps = pgTable(
  'comparison_filter_steps',
  {
    filterId: integer('filter_id')
      .notNull()
      .references(() => comparisonFilters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value'),
    rangeFrom: doublePrecision('range_from'),
    rangeTo: doublePrecision('range_to'),
  },
  (table) => [primaryKey({ columns: [table.filterId, table.position] })],
);

export type ComparisonFilterStepRow = typeof comparisonFilterSteps.$inferSelect;
