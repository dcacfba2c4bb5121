import { eq } from 'drizzle-orm';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { MESSAGE } from '#domain/shared/messages';
import type { Viewer } from '../accounts';
import { companyReach, isCompanyStaff, parseId } from '../companies';
import type { Executor } from '../db';
import { ApiError, notFound } from '../shared/errors';
import type { ChatSide } from './chat-message.table';
import { conversations, type ConversationRow } from './conversation.table';

/** The viewer's part in a conversation: one of its two sides, or staff who only read. */
export type ChatPart = ChatSide | 'staff';

/** May the viewer write for the company side: the company's users who work its leads. */
export async function worksForCompany(
  db: Executor,
  viewer: Viewer,
  companyId: number,
): Promise<boolean> {
  if (!mayPerform(viewer.roles, 'workAssignedLeads')) return false;
  return (await companyReach(db, viewer)).all.has(companyId);
}

/**
 * Who the viewer is in this conversation: the consumer, a user of the company,
 * or staff (read only). Everyone else gets the 404 of a conversation that does
 * not exist.
 */
export async function partIn(
  db: Executor,
  viewer: Viewer,
  conversation: Pick<ConversationRow, 'clientId' | 'companyId'>,
): Promise<ChatPart> {
  if (viewer.userId === conversation.clientId) return 'client';
  if (await worksForCompany(db, viewer, conversation.companyId)) return 'company';
  if (isCompanyStaff(viewer)) return 'staff';
  throw notFound();
}

export async function conversationFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<{ conversation: ConversationRow; part: ChatPart }> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, parseId(rawId)));
  if (!conversation) throw notFound();
  return { conversation, part: await partIn(db, viewer, conversation) };
}

/** Only the two sides write; the receiver is the other one. */
export function requireSide(part: ChatPart, side: ChatSide): void {
  if (part !== side) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
}
