import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { conversations } from './conversation.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type ChatSide = 'client' | 'company';

/** One message of a conversation, with its read receipt. */
export const chatMessages = pgTable('chat_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  senderSide: text('sender_side').$type<ChatSide>().notNull(),
  senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  readAt: ts('read_at'),
  unreadMailedAt: ts('unread_mailed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ChatMessageRow = typeof chatMessages.$inferSelect;
