import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '#domain/reviews/review-status';
import { users } from '../accounts';
import { companies } from '../companies';
import { assignedLeads } from '../leads';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A consumer's review of the company that got their lead. */
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  assignedLeadId: integer('assigned_lead_id')
    .notNull()
    .unique()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status').$type<ReviewStatus>().notNull().default('new'),
  recommend: boolean('recommend').notNull(),
  fulfill: boolean('fulfill').notNull(),
  ratingAppointments: integer('rating_appointments'),
  ratingService: integer('rating_service'),
  ratingPriceQuality: integer('rating_price_quality'),
  rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
  pros: jsonb('pros').$type<string[]>().notNull().default([]),
  cons: jsonb('cons').$type<string[]>().notNull().default([]),
  comment: text('comment'),
  authorName: text('author_name').notNull(),
  reply: text('reply'),
  repliedAt: ts('replied_at'),
  repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: ts('approved_at'),
  publishedAt: ts('published_at'),
  revisionRequestedAt: ts('revision_requested_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type ReviewRow = typeof reviews.$inferSelect;
