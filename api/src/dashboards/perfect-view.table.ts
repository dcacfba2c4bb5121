import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccountManagerScope } from '#domain/dashboards/perfect-view';
import { users } from '../accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account manager's (or lead manager's) saved ideal company: the criteria, and whether
 * it is the one the home shows (api/migrations/0046_perfect_view.sql, docs/perfect-view.md).
 */
export const perfectViews = pgTable(
  'perfect_views',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'`),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'`),
    minReviewAverage: numeric('min_review_average', { precision: 3, scale: 1, mode: 'number' }),
    accountManager: text('account_manager').$type<AccountManagerScope>().notNull().default('any'),
    chosen: boolean('chosen').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('perfect_views_owner_name_idx').on(t.ownerUserId, sql`lower(${t.name})`),
    uniqueIndex('perfect_views_owner_chosen_idx')
      .on(t.ownerUserId)
      .where(sql`${t.chosen}`),
  ],
);

export type PerfectViewRow = typeof perfectViews.$inferSelect;
