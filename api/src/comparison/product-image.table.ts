import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cmsUploads } from '../cms';
import { comparisonProducts } from './product.table';

/** A product's image, in order: always a comparison upload (a provider's image is stored when chosen). */
export const comparisonProductImages = pgTable('comparison_product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => comparisonProducts.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => cmsUploads.id, { onDelete: 'restrict' }),
  position: integer('position').notNull(),
  source: text('source', { enum: ['upload', 'provider'] })
    .notNull()
    .default('upload'),
});

export type ComparisonProductImageRow = typeof comparisonProductImages.$inferSelect;
