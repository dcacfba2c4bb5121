import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MenuIcon, MenuKind } from '#domain/menus/menu-kind';
import { cmsDomains, cmsPages } from '../cms';
import { products } from '../products';

/**
 * One item of a site's menu or product menu (`kind`), at `position` among the children of
 * its parent (null: the top level). Migration 0025_menus.sql holds the checks.
 */
export const cmsMenuItems = pgTable('cms_menu_items', {
  id: serial('id').primaryKey(),
  domainId: integer('domain_id')
    .notNull()
    .references(() => cmsDomains.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<MenuKind>().notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => cmsMenuItems.id, {
    onDelete: 'cascade',
  }),
  position: integer('position').notNull(),
  label: text('label').notNull(),
  external: boolean('external').notNull().default(false),
  externalUrl: text('external_url'),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  icon: text('icon').$type<MenuIcon>(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsMenuItemRow = typeof cmsMenuItems.$inferSelect;
