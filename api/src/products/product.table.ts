import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductQuestion } from '#domain/products/product-question';

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  discr: text('discr').notNull().unique(),
  name: text('name').notNull(),
  questions: jsonb('questions').$type<ProductQuestion[]>().notNull().default([]),
  priceCents: integer('price_cents').notNull(),
  maxAssignments: integer('max_assignments').notNull().default(3),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof products.$inferSelect;
