import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { consumerName } from '#domain/leads/consumer-name';
import { MESSAGE } from '#domain/shared/messages';
import { users, type Viewer } from '../accounts';
import { companyFor, companyReach, isCompanyStaff, parseId, companies } from '../companies';
import type { Executor } from '../db';
import { recordEvent, type NewEvent } from '../events';
import { assignedLeads, leads } from '../leads';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { conversationFor, partIn, requireSide, worksForCompany } from './chat-access';
import { attachmentsByMessage, chatAttachmentJson } from './chat-attachment-json';
import { chatAttachments } from './chat-attachment.table';
import { chatSubject, conversationForSending } from './chat-subject';
import { chatInfo, chatInfoSchema } from './chat-info';
import { chatMessages, type ChatSide } from './chat-message.table';
import { chatMessageSchema, conversationSchema } from './chat.schema';
import { conversations, type ConversationRow } from './conversation.table';
import { chatMessageJson, conversationsJson, markRead } from './conversation-json';
import { writeTextMessage } from './write-message';

const MAX_MESSAGE_LENGTH = 5000;
const idParams = z.object({ id: z.string() });
const MAX_ATTACHMENTS = 5;
const messageBody = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH, MESSAGE.TEXT_TOO_LONG).default(''),
  attachment_ids: z
    .array(z.number().int())
    .max(MAX_ATTACHMENTS)
    .default([])
    .describe(
      'files uploaded to the conversation beforehand (message_service/conversation/{id}/attachment)',
    ),
});
const newestFirst = [sql`${conversations.lastMessageAt} DESC NULLS LAST`, desc(conversations.id)];

async function oneConversation(db: Executor, viewer: Viewer, row: ConversationRow) {
  const part = await partIn(db, viewer, row);
  return (await conversationsJson(db, [row], () => part, true))[0]!;
}

/**
 * Joins the writer's unsent uploads to the new message; any id that is not such an
 * upload refuses the whole message (the transaction is rolled back).
 */
async function attach(
  tx: Executor,
  messageId: number,
  conversationId: number,
  viewer: Viewer,
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(chatAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(chatAttachments.id, ids),
        eq(chatAttachments.conversationId, conversationId),
        eq(chatAttachments.uploaderUserId, viewer.userId),
        isNull(chatAttachments.messageId),
      ),
    )
    .returning();
  if (rows.length !== ids.length)
    throw new ApiError(400, MESSAGE.VALIDATION_FAILED, {
      attachment_ids: MESSAGE.ATTACHMENT_NOT_FOUND,
    });
  return rows.sort((a, b) => a.id - b.id).map(chatAttachmentJson);
}

/** Chat between a lead's consumer and the company that has the lead (docs/chat.md). */
export const chatRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/message_service/assigned_lead/:id',
    {
      schema: {
        tags: ['chat'],
        summary:
          "Starts (or gets) the conversation of an assigned lead: its consumer or the company's users",
        params: idParams,
        response: { 200: conversationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const subject = await chatSubject(db, parseId(request.params.id));
      if (!subject || subject.clientId === null) throw notFound();
      const sides = { clientId: subject.clientId, companyId: subject.assignedLead.companyId };
      const part = await partIn(db, viewer, sides);
      const [existing] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.assignedLeadId, subject.assignedLead.id));
      if (existing) return oneConversation(db, viewer, existing);
      if (part === 'staff') throw notFound(); // staff read conversations, they do not start them
      if (!subject.chatEnabled || subject.revoked) throw new ApiError(403, MESSAGE.CHAT_DISABLED);
      // Two first clicks at once: the unique assigned lead keeps one conversation.
      await db
        .insert(conversations)
        .values({ assignedLeadId: subject.assignedLead.id, ...sides })
        .onConflictDoNothing();
      const [created] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.assignedLeadId, subject.assignedLead.id));
      return oneConversation(db, viewer, created!);
    },
  );

  app.get(
    '/message_service/assigned_lead/:id',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The conversation of an assigned lead if one was started (the chat-history modal); starts nothing, marks nothing read',
        params: idParams,
        response: { 200: conversationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const [existing] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.assignedLeadId, parseId(request.params.id)));
      if (!existing) throw notFound();
      return oneConversation(db, viewer, existing);
    },
  );

  app.get(
    '/message_service/conversation/:id',
    {
      schema: {
        tags: ['chat'],
        summary:
          'A conversation with its messages; for one of its two sides it marks the other side’s messages read (staff only read)',
        params: idParams,
        querystring: z.object({
          mark_read: z
            .enum(['true', 'false'])
            .default('true')
            .describe('false: look without marking anything read (a subscription checking access)'),
        }),
        response: { 200: conversationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { conversation, part } = await conversationFor(db, viewer, request.params.id);
      if (part !== 'staff' && request.query.mark_read === 'true') {
        await db.transaction(async (tx) => {
          const read = await markRead(tx, conversation.id, part, new Date());
          if (read > 0)
            await recordEvent(tx, {
              type: 'chat.read',
              companyId: conversation.companyId,
              userId: viewer.userId,
              payload: {
                conversation_id: conversation.id,
                client_id: conversation.clientId,
                reader_side: part,
                // Subscribers take this off their unread count instead of asking the api.
                read_count: read,
              },
            });
        });
      }
      return (await conversationsJson(db, [conversation], () => part, true))[0]!;
    },
  );

  app.get(
    '/message_service/conversation/:id/info',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The chat-info modal: the request and the contact details of both sides (the two sides and staff)',
        params: idParams,
        response: { 200: chatInfoSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { conversation } = await conversationFor(db, requireViewer(request), request.params.id);
      return chatInfo(db, conversation);
    },
  );

  app.get(
    '/message_service/conversation/:id/message/:message_id',
    {
      schema: {
        tags: ['chat'],
        summary: 'One message of a conversation (for live updates; marks nothing read)',
        params: z.object({ id: z.string(), message_id: z.string() }),
        response: { 200: chatMessageSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { conversation } = await conversationFor(db, viewer, request.params.id);
      const [row] = await db
        .select({
          message: chatMessages,
          company: companies.name,
          givenName: users.givenName,
          consumer: { givenName: leads.givenName, familyName: leads.familyName },
        })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .innerJoin(companies, eq(companies.id, conversations.companyId))
        .innerJoin(assignedLeads, eq(assignedLeads.id, conversations.assignedLeadId))
        .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
        .leftJoin(users, eq(users.id, chatMessages.senderUserId))
        .where(
          and(
            eq(chatMessages.id, parseId(request.params.message_id)),
            eq(chatMessages.conversationId, conversation.id),
          ),
        );
      if (!row) throw notFound();
      const names = new Map<number, string>();
      if (row.message.senderUserId) names.set(row.message.senderUserId, row.givenName ?? '');
      const attachments = await attachmentsByMessage(db, [row.message.id]);
      return chatMessageJson(
        row.message,
        row.company,
        { users: names, consumer: consumerName(row.consumer) },
        attachments.get(row.message.id),
      );
    },
  );

  async function send(
    viewer: Viewer,
    rawId: string,
    body: z.infer<typeof messageBody>,
    side: ChatSide,
  ) {
    const found = await conversationForSending(db, parseId(rawId), viewer.userId);
    if (!found) throw notFound();
    const { conversation } = found;
    requireSide(await partIn(db, viewer, conversation), side);
    const message = body.message.trim();
    const attachmentIds = [...new Set(body.attachment_ids)];
    if (!message && attachmentIds.length === 0)
      throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { message: MESSAGE.MESSAGE_EMPTY });
    if (!found.open) throw new ApiError(403, MESSAGE.CHAT_DISABLED);
    const now = new Date();
    const names = {
      users: new Map([[viewer.userId, found.writerName ?? '']]),
      consumer: consumerName(found.consumer),
    };
    const event = (json: ReturnType<typeof chatMessageJson>): NewEvent => ({
      type: 'chat.message',
      companyId: conversation.companyId,
      userId: viewer.userId,
      // The message travels with its event: live subscribers (whose access was checked
      // when they subscribed) get it without asking the api again.
      payload: {
        conversation_id: conversation.id,
        message_id: json.id,
        client_id: conversation.clientId,
        sender_side: side,
        message: json,
      },
    });
    const row = {
      conversationId: conversation.id,
      senderSide: side,
      senderUserId: viewer.userId,
      text: message,
      createdAt: now,
    };
    if (attachmentIds.length === 0) {
      // Text only, the usual case: message, conversation order and event in one statement.
      const json = chatMessageJson(
        { id: 0, readAt: null, unreadMailedAt: null, ...row },
        found.companyName,
        names,
      );
      const id = await writeTextMessage(db, row, event(json));
      return { ...json, id };
    }
    return db.transaction(async (tx) => {
      const [inserted] = await tx.insert(chatMessages).values(row).returning();
      const attached = await attach(tx, inserted!.id, conversation.id, viewer, attachmentIds);
      await tx
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(eq(conversations.id, conversation.id));
      const json = chatMessageJson(inserted!, found.companyName, names, attached);
      await recordEvent(tx, event(json));
      return json;
    });
  }

  // The consumer writes to the company, a user of the company to the consumer.
  const directions = [
    { to: 'company', from: 'client', summary: 'The consumer writes to the company' },
    { to: 'client', from: 'company', summary: 'A user of the company writes to the consumer' },
  ] as const;
  for (const { to, from, summary } of directions) {
    app.post(
      `/message_service/conversation/:id/${to}`,
      {
        schema: {
          tags: ['chat'],
          summary,
          params: idParams,
          body: messageBody,
          response: { 201: chatMessageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const sent = await send(requireViewer(request), request.params.id, request.body, from);
        reply.code(201);
        return sent;
      },
    );
  }

  app.get(
    '/message_service/client/:client_id',
    {
      schema: {
        tags: ['chat'],
        summary: "A consumer's conversations, last message first (the consumer, or staff)",
        params: z.object({ client_id: z.string() }),
        response: { 200: z.array(conversationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const clientId = parseId(request.params.client_id);
      if (clientId !== viewer.userId && !isCompanyStaff(viewer)) throw notFound();
      const rows = await db
        .select()
        .from(conversations)
        .where(eq(conversations.clientId, clientId))
        .orderBy(...newestFirst);
      const part = clientId === viewer.userId ? 'client' : 'staff';
      return conversationsJson(db, rows, () => part);
    },
  );

  app.get(
    '/message_service/unread',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages waiting for the viewer: as consumer and for the companies they work for',
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const companyIds = mayPerform(viewer.roles, 'workAssignedLeads')
        ? [...(await companyReach(db, viewer)).all]
        : [];
      const asClient = and(
        eq(conversations.clientId, viewer.userId),
        eq(chatMessages.senderSide, 'company'),
      );
      const asCompany =
        companyIds.length > 0
          ? and(inArray(conversations.companyId, companyIds), eq(chatMessages.senderSide, 'client'))
          : undefined;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .where(
          and(
            isNull(chatMessages.readAt),
            asCompany ? sql`(${asClient} OR ${asCompany})` : asClient,
          ),
        );
      return { count: row?.n ?? 0 };
    },
  );

  app.get(
    '/message_service/:company_id',
    {
      schema: {
        tags: ['chat'],
        summary: "A company's conversations, last message first (its users, or staff)",
        params: z.object({ company_id: z.string() }),
        response: { 200: z.array(conversationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company, staff } = await companyFor(db, viewer, request.params.company_id);
      if (!staff && !(await worksForCompany(db, viewer, company.id))) throw notFound();
      const rows = await db
        .select()
        .from(conversations)
        .where(eq(conversations.companyId, company.id))
        .orderBy(...newestFirst);
      const part = staff && !(await worksForCompany(db, viewer, company.id)) ? 'staff' : 'company';
      return conversationsJson(db, rows, () => part);
    },
  );
};
