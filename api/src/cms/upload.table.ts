import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import type { UploadType } from '#domain/cms/upload-type';
import { cmsDomains } from './domain.table';

export const cmsUploads = pgTable('cms_uploads', {
  id: serial('id').primaryKey(),
  domainId: integer('domain_id')
    .notNull()
    .references(() => cmsDomains.id, { onDelete: 'restrict' }),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  title: text('title').notNull().default(''),
  alt: text('alt').notNull().default(''),
  fileType: text('file_type').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** cms, or comparison when a comparison editor uploaded it. */
  uploadType: text('upload_type').$type<UploadType>().notNull().default('cms'),
  /** A small WebP of a raster image (null for SVG and PDF). */
  thumbnailKey: text('thumbnail_key').unique(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsUploadRow = typeof cmsUploads.$inferSelect;
