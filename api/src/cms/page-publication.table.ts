import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { cmsPages } from './page.table';

/** What can happen to a page's publication (the page history lists them). */
export const PUBLICATION_ACTIONS = [
  'published',
  'unpublished',
  'scheduled',
  'schedule_cancelled',
  'draft_discarded',
] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

export const cmsPagePublications = pgTable('cms_page_publications', {
  id: serial('id').primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .references(() => cmsPages.id, { onDelete: 'cascade' }),
  action: text('action').$type<PublicationAction>().notNull(),
  version: integer('version'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsPagePublicationRow = typeof cmsPagePublications.$inferSelect;
