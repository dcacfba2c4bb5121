import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products';

/** What the public sites say about a service product, one per discriminator. */
export const cmsProducts = pgTable('cms_products', {
  id: serial('id').primaryKey(),
  discr: text('discr')
    .notNull()
    .unique()
    .references(() => products.discr, { onDelete: 'cascade', onUpdate: 'cascade' }),
  title: text('title').notNull(),
  intro: text('intro'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A logo shown with a CMS product, in its position. */
export const cmsProductLogos = pgTable('cms_product_logos', {
  id: serial('id').primaryKey(),
  cmsProductId: integer('cms_product_id')
    .notNull()
    .references(() => cmsProducts.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  fileKey: text('file_key').notNull().unique(),
  contentType: text('content_type').notNull(),
});

export type CmsProductRow = typeof cmsProducts.$inferSelect;
export type CmsProductLogoRow = typeof cmsProductLogos.$inferSelect;
