import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products';
import { cmsPages } from './page.table';

/** Glossary terms; the editor links text to them (term selector). */
export const cmsTerms = pgTable('cms_terms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsTermRow = typeof cmsTerms.$inferSelect;
