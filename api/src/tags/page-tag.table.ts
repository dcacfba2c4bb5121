import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cmsPages } from '../cms';
import { tags } from './tag.table';

/**
 * The tags a page carries, in order. cms_pages.tags (the names) is kept from these
 * rows by triggers (migration 0024), so only this table is written.
 */
export const cmsPageTags = pgTable(
  'cms_page_tags',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.tagId] })],
);
