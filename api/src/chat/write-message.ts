import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { recordChangeWithEvent, type NewEvent } from '../events';
import { chatMessages, type ChatSide } from './chat-message.table';
import { conversations } from './conversation.table';

interface NewTextMessage {
  conversationId: number;
  senderSide: ChatSide;
  senderUserId: number;
  text: string;
  createdAt: Date;
}

/**
 * Writes a text message, moves its conversation up the lists and records its event, in
 * one statement: the send path's one write round trip (bench:chat). The event's payload
 * gets the new message's id, as `message_id` and in the message it carries.
 */
export async function writeTextMessage(
  db: Executor,
  message: NewTextMessage,
  event: NewEvent,
): Promise<number> {
  const m = chatMessages;
  return recordChangeWithEvent(
    db,
    sql`INSERT INTO ${m} (${sql.identifier(m.conversationId.name)}, ${sql.identifier(m.senderSide.name)},
        ${sql.identifier(m.senderUserId.name)}, ${sql.identifier(m.text.name)}, ${sql.identifier(m.createdAt.name)})
      VALUES (${message.conversationId}, ${message.senderSide}, ${message.senderUserId}, ${message.text},
        ${message.createdAt.toISOString()}::timestamptz)
      RETURNING id`,
    event,
    (payload, id) =>
      sql`${payload} || jsonb_build_object('message_id', ${id}, 'message', (${payload} -> 'message') || jsonb_build_object('id', ${id}))`,
    [
      sql`UPDATE ${conversations} SET ${sql.identifier(conversations.lastMessageAt.name)} = ${message.createdAt.toISOString()}::timestamptz
        WHERE ${sql.identifier(conversations.id.name)} = ${message.conversationId}`,
    ],
  );
}
