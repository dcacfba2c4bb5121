import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StructureEntry } from '#domain/feeds/feed-structure';
import type { FeedSource, FeedType, ProductFeedState } from '#domain/feeds/product-feed-state';
import { users } from '../accounts';
import { companies } from '../companies';

/** A shop's product feed (migration 0033). */
export const productFeeds = pgTable('comparison_product_feeds', {
  id: serial('id').primaryKey(),
  source: text('source').$type<FeedSource>().notNull(),
  type: text('type').$type<FeedType>().notNull(),
  url: text('url').notNull(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  priority: integer('priority').notNull().default(0),
  paused: boolean('paused').notNull().default(false),
  state: text('state').$type<ProductFeedState>().notNull().default('idling'),
  errorMessage: text('error_message'),
  structure: jsonb('structure').$type<StructureEntry[]>().notNull().default([]),
  structureConfirmed: boolean('structure_confirmed').notNull().default(false),
  progressDone: integer('progress_done').notNull().default(0),
  progressTotal: integer('progress_total'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ProductFeedRow = typeof productFeeds.$inferSelect;

export type FeedJobState = 'queued' | 'running' | 'waiting' | 'finished' | 'failed' | 'cancelled';
export type FeedJobStep = 'download' | 'normalize' | 'analyse' | 'process' | 'done';

/** One run of a feed, and the job the runner claims for it. */
export const feedJobs = pgTable('comparison_feed_jobs', {
  id: serial('id').primaryKey(),
  feedId: integer('feed_id')
    .notNull()
    .references(() => productFeeds.id, { onDelete: 'cascade' }),
  state: text('state').$type<FeedJobState>().notNull().default('queued'),
  step: text('step').$type<FeedJobStep>().notNull().default('download'),
  priority: integer('priority').notNull().default(1),
  claimedBy: text('claimed_by'),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  checkpoint: integer('checkpoint').notNull().default(0),
  fileInfo: jsonb('file_info').$type<Record<string, unknown>>().notNull().default({}),
  steps: jsonb('steps')
    .$type<Record<string, { started_at: string; ms: number | null }>>()
    .notNull()
    .default({}),
  itemsTotal: integer('items_total'),
  itemsProcessed: integer('items_processed').notNull().default(0),
  offersWritten: integer('offers_written').notNull().default(0),
  offersRetired: integer('offers_retired').notNull().default(0),
  problemCounts: jsonb('problem_counts').$type<Record<string, number>>().notNull().default({}),
  errorState: text('error_state').$type<ProductFeedState>(),
  errorMessage: text('error_message'),
  queuedBy: integer('queued_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FeedJobRow = typeof feedJobs.$inferSelect;

export const feedProblems = pgTable('comparison_feed_problems', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .references(() => feedJobs.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  itemNumber: integer('item_number').notNull(),
  customerId: text('customer_id'),
  name: text('name'),
  ean: text('ean'),
  value: text('value'),
});

export const feedUnknownEans = pgTable(
  'comparison_feed_unknown_eans',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => productFeeds.id, { onDelete: 'cascade' }),
    ean: bigint('ean', { mode: 'number' }).notNull(),
    name: text('name'),
    firstJobId: integer('first_job_id').notNull(),
    lastJobId: integer('last_job_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.feedId, table.ean] })],
);
