import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { reviewRequests } from './review-request.table';

/** A file sent with a review link (kept with the request, so it can come before the review). */
export const reviewAttachments = pgTable('review_attachments', {
  id: serial('id').primaryKey(),
  reviewRequestId: integer('review_request_id')
    .notNull()
    .references(() => reviewRequests.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReviewAttachmentRow = typeof reviewAttachments.$inferSelect;
