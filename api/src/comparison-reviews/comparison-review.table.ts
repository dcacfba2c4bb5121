import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { COMPARISON_REVIEW_STATES } from '#domain/comparison-reviews/review-state';
import { users } from '../accounts';
import { comparisonProducts } from '../comparison';

/** A visitor's review of a comparison product (migration 0032). */
export const comparisonReviews = pgTable('comparison_reviews', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
  authorName: text('author_name').notNull(),
  email: text('email').notNull(),
  rating: smallint('rating').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  pros: text('pros').array().notNull().default([]),
  cons: text('cons').array().notNull().default([]),
  state: text('state', { enum: COMPARISON_REVIEW_STATES }).notNull().default('new'),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComparisonReviewRow = typeof comparisonReviews.$inferSelect;
