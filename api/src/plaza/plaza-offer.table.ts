import {
  bigint,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LeadAnswers } from '#domain/products/lead-answers';
import { leads } from '../leads/lead.table';

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
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  country: text('country').notNull(),
  area: text('area').notNull(),
  municipality: text('municipality'),
  answers: jsonb('answers').$type<LeadAnswers>().notNull(),
});
