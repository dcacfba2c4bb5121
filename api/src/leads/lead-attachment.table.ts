import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from './lead.table';

/** A file sent with a lead (photos of the roof, a drawing …), kept in the file storage. */
export const leadAttachments = pgTable('lead_attachments', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
