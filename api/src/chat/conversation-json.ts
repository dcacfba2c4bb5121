import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { consumerName } from '#domain/leads/consumer-name';
import { users } from '../accounts';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import type { ChatPart } from './chat-access';
import { attachmentsByMessage, type ChatAttachmentJson } from './chat-attachment-json';
import { chatMessages, type ChatMessageRow } from './chat-message.table';
import type { ConversationRow } from './conversation.table';

/** The names on a conversation's messages. */
export interface ChatNames {
  /** The company's writers, by user id: their given name. */
  users: Map<number, string>;
  /** The consumer, as the lead names them (see consumerName): the writer of every client message. */
  consumer: string;
}

export function chatMessageJson(
  message: ChatMessageRow,
  companyName: string,
  names: ChatNames,
  attachments: ChatAttachmentJson[] = [],
) {
  const sender =
    message.senderSide === 'client'
      ? names.consumer || null
      : message.senderUserId
        ? (names.users.get(message.senderUserId) ?? null)
        : null;
  return {
    id: message.id,
    conversation_id: message.conversationId,
    message: message.text,
    created: message.createdAt.toISOString(),
    side: message.senderSide,
    sender,
    sender_company: message.senderSide === 'company' ? companyName : null,
    read: message.readAt !== null,
    attachments,
  };
}

/** The side whose messages the viewer receives (staff receive none). */
const incoming = (part: ChatPart) =>
  part === 'client' ? 'company' : part === 'company' ? 'client' : null;

/**
 * Conversations as their viewer sees them: the parties, the lead, the last
 * message and the viewer's unread count; with `withMessages` every message.
 * A fixed number of queries however many conversations.
 */
export async function conversationsJson(
  db: Executor,
  rows: ConversationRow[],
  part: (row: ConversationRow) => ChatPart,
  withMessages = false,
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [context, lastMessages, unread, allMessages] = await Promise.all([
    db
      .select({
        assignedLeadId: assignedLeads.id,
        leadId: leads.id,
        productName: products.name,
        consumer: { givenName: leads.givenName, familyName: leads.familyName },
        revoked: sql<boolean>`${leads.revokeReason} IS NOT NULL`,
        companyName: companies.name,
        chatEnabled: companies.chatEnabled,
      })
      .from(assignedLeads)
      .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
      .innerJoin(products, eq(products.id, leads.productId))
      .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
      .where(
        inArray(
          assignedLeads.id,
          rows.map((row) => row.assignedLeadId),
        ),
      ),
    db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id)),
    db
      .select({
        conversationId: chatMessages.conversationId,
        side: chatMessages.senderSide,
        n: sql<number>`count(*)::int`,
      })
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, ids), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.conversationId, chatMessages.senderSide),
    withMessages
      ? db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, ids))
          .orderBy(chatMessages.id)
      : Promise.resolve([] as ChatMessageRow[]),
  ]);
  const last = lastMessages;
  // Company writers only: the client side is named after the lead.
  const userIds = new Set<number>();
  for (const message of [...last, ...allMessages])
    if (message.senderSide === 'company' && message.senderUserId) userIds.add(message.senderUserId);
  const [userRows, attachments] = await Promise.all([
    userIds.size > 0
      ? db
          .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : Promise.resolve([]),
    attachmentsByMessage(db, [...new Set([...last, ...allMessages].map((message) => message.id))]),
  ]);
  const writers = new Map(
    userRows.map((user) => [user.id, user.givenName || user.familyName || '']),
  );
  return rows.map((row) => {
    const about = context.find((entry) => entry.assignedLeadId === row.assignedLeadId)!;
    const names: ChatNames = { users: writers, consumer: consumerName(about.consumer) };
    const json = (message: ChatMessageRow, companyName: string) =>
      chatMessageJson(message, companyName, names, attachments.get(message.id));
    const viewerPart = part(row);
    const from = incoming(viewerPart);
    const lastMessage = last.find((message) => message.conversationId === row.id);
    return {
      id: row.id,
      assigned_lead_id: row.assignedLeadId,
      lead_id: about.leadId,
      product_name: about.productName,
      client: { id: row.clientId, name: names.consumer },
      company: { id: row.companyId, name: about.companyName },
      chat_enabled: about.chatEnabled && !about.revoked,
      viewer_side: viewerPart,
      last_message: lastMessage ? json(lastMessage, about.companyName) : null,
      unread: from
        ? (unread.find((entry) => entry.conversationId === row.id && entry.side === from)?.n ?? 0)
        : 0,
      messages: allMessages
        .filter((message) => message.conversationId === row.id)
        .map((message) => json(message, about.companyName)),
    };
  });
}

/** Marks the other side's unread messages read for the viewer; answers how many. */
export async function markRead(
  db: Executor,
  conversationId: number,
  part: ChatPart,
  now: Date,
): Promise<number> {
  const from = incoming(part);
  if (!from) return 0;
  const changed = await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderSide, from),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return changed.length;
}
