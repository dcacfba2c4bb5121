import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db';
import { chatAttachments, type ChatAttachmentRow } from './chat-attachment.table';

export const chatAttachmentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    media_type: z.string(),
    size: z.number().int(),
    url: z.string().describe("the api's read-back path"),
  })
  .meta({ id: 'ChatAttachment' });

export type ChatAttachmentJson = z.infer<typeof chatAttachmentSchema>;

export function chatAttachmentJson(row: ChatAttachmentRow): ChatAttachmentJson {
  return {
    id: row.id,
    file_name: row.fileName,
    media_type: row.mediaType,
    size: row.size,
    url: `/message_service/conversation/${row.conversationId}/attachment/${row.id}`,
  };
}

/** The attachments of these messages, by message id, in upload order. */
export async function attachmentsByMessage(
  db: Executor,
  messageIds: number[],
): Promise<Map<number, ChatAttachmentJson[]>> {
  const byMessage = new Map<number, ChatAttachmentJson[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageId, messageIds))
    .orderBy(chatAttachments.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(chatAttachmentJson(row));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}
