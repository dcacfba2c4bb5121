import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leads } from '../leads';

/**
 * A lead on sale, as the plaza searches it: kept by triggers on leads,
 * assigned_leads and products (api/migrations/0006_plaza.sql), never written by
 * the api itself.
 */
export const plazaOffers = pgTable('plaza_offers', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  productId: integer('product_id').notNull(),
  competitors: smallint('competitors').notNull(),
  optionMask: bigint('option_mask', { mode: 'bigint' }).notNull(),
  /** The place on the unit sphere (see the migration). */
  x: doublePrecision('x'),
  y: doublePrecision('y'),
  z: doublePrecision('z'),
  country: text('country').notNull(),
  area: text('area').notNull(),
  municipality: text('municipality'),
  /** The answers to the product's range questions, in question order (null: left open). */
  rangeValues: integer('range_values').array().notNull(),
});
