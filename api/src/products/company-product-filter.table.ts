import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AssignmentPeriod } from '#domain/products/assignment-period';
import type { FilterChoices } from '#domain/products/filter-choices';
import { notificationLists } from '../companies';
import { companyProducts } from './company-product.table';

/** Where and what a company wants of a product: a radius or municipalities, and choices. */
export const companyProductFilters = pgTable('company_product_filters', {
  id: serial('id').primaryKey(),
  companyProductId: integer('company_product_id')
    .notNull()
    .references(() => companyProducts.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  paused: boolean('paused').notNull().default(false),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  deviatingCoordinates: boolean('deviating_coordinates').notNull().default(false),
  /** Metres; 0 = municipalities only. */
  maxDistance: integer('max_distance').notNull().default(0),
  municipalities: text('municipalities').array().notNull().default([]),
  choices: jsonb('choices').$type<FilterChoices>().notNull().default({}),
  notificationListId: integer('notification_list_id').references(() => notificationLists.id, {
    onDelete: 'set null',
  }),
  assignmentMax: integer('assignment_max'),
  assignmentPeriod: text('assignment_period').$type<AssignmentPeriod>().notNull().default('week'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FilterRow = typeof companyProductFilters.$inferSelect;
