import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlazaQueryInput } from '#domain/plaza/plaza-query';
import { users } from '../accounts';
import { companies } from '../companies';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A search a company saved on the plaza (docs/plaza.md, "Saved searches"). */
export const plazaSearches = pgTable('plaza_searches', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  query: jsonb('query').$type<PlazaQueryInput>().notNull(),
  /** Send an e-mail of new matching leads, at most once an hour. */
  digest: boolean('digest').notNull().default(false),
  digestCheckedAt: ts('digest_checked_at').notNull().defaultNow(),
  digestSentAt: ts('digest_sent_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type PlazaSearchRow = typeof plazaSearches.$inferSelect;
