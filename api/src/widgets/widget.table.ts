import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { WidgetType } from '#domain/widgets/widget';
import { users } from '../accounts';
import { cmsDomains, cmsPages } from '../cms';

/** One widget of a type for a domain (created on first read). */
export const widgets = pgTable(
  'widgets',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => cmsDomains.id, { onDelete: 'cascade' }),
    type: text('type').$type<WidgetType>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [unique().on(t.domainId, t.type)],
);
export type WidgetRow = typeof widgets.$inferSelect;

/** A titled group of links in the widget, at `position`. */
export const widgetLinkGroups = pgTable('widget_link_groups', {
  id: serial('id').primaryKey(),
  widgetId: integer('widget_id')
    .notNull()
    .references(() => widgets.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  position: integer('position').notNull(),
});
export type WidgetLinkGroupRow = typeof widgetLinkGroups.$inferSelect;

/** A link of a group: an address (external) or a page of the widget's domain. */
export const widgetLinks = pgTable('widget_links', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => widgetLinkGroups.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  external: boolean('external').notNull().default(false),
  externalUrl: text('external_url'),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  position: integer('position').notNull(),
});
export type WidgetLinkRow = typeof widgetLinks.$inferSelect;

/** A named image of a widget; the file lives in the file storage. */
export const widgetImages = pgTable(
  'widget_images',
  {
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.name] })],
);
export type WidgetImageRow = typeof widgetImages.$inferSelect;
