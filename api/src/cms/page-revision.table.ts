import { integer, jsonb, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PageInput } from '#domain/cms/page-input';
import { users } from '../accounts';
import { cmsPages } from './page.table';

export const cmsPageRevisions = pgTable(
  'cms_page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PageInput>().notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.pageId, t.version)],
);

export type CmsPageRevisionRow = typeof cmsPageRevisions.$inferSelect;
