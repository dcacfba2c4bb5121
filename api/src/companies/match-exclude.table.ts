import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.table';

export const matchExcludes = pgTable(
  'match_excludes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.matchId] })],
);
