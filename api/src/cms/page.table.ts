import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ContentBlock } from '#domain/cms/content-block';
import type { PageInput } from '#domain/cms/page-input';
import { users } from '../accounts';
import { products } from '../products';
import { cmsDomains } from './domain.table';
import { cmsUploads } from './upload.table';

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => cmsDomains.id, { onDelete: 'restrict' }),
    type: text('type').notNull().default('GenericPage'),
    url: text('url').notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    sources: text('sources').array().notNull().default([]),
    created: date('created'),
    updated: date('updated'),
    headerImageId: integer('header_image_id').references(() => cmsUploads.id, {
      onDelete: 'restrict',
    }),
    image1Id: integer('image1_id').references(() => cmsUploads.id, { onDelete: 'restrict' }),
    image2Id: integer('image2_id').references(() => cmsUploads.id, { onDelete: 'restrict' }),
    image3Id: integer('image3_id').references(() => cmsUploads.id, { onDelete: 'restrict' }),
    image4Id: integer('image4_id').references(() => cmsUploads.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default([]),
    widgetPosition: integer('widget_position').notNull().default(0),
    leadProductId: integer('lead_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    productEans: text('product_eans').array().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // The published copy (docs/cms.md, publishing): null while the page is not published.
    publishedVersion: integer('published_version'),
    publishedSnapshot: jsonb('published_snapshot').$type<PageInput>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishAtBy: integer('publish_at_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique().on(t.domainId, t.url)],
);

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type NewCmsPageRow = typeof cmsPages.$inferInsert;
