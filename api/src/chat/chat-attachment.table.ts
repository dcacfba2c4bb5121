import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { chatMessages } from './chat-message.table';
import { conversations } from './conversation.table';

/** A file on a chat message; `messageId` is null between upload and sending. */
export const chatAttachments = pgTable('chat_attachments', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
  uploaderUserId: integer('uploader_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
