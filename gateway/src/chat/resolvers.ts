import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import { orNull } from '../rest/rest-error';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestChatLeadInfo,
  RestChatAttachment,
  ChatMessageEventSource,
  ConversationChangeSource,
  RestChatInfo,
  RestChatMessage,
  RestConversation,
} from './rest-types';
import { afterId } from '../events/after-event-id';

const CHAT_EVENTS = new Set(['chat.message', 'chat.read']);

const unreadCount = async (context: GatewayContext) =>
  (await context.rest.typed.get('/message_service/unread')).count;

/**
 * Each change with the viewer's unread count after it. The count is asked of the api
 * once, and again after every read receipt; in between, the stream itself says how
 * it moves (events arrive in outbox order): a message to the viewer adds one, the
 * viewer's own message leaves it as it was.
 */
async function* withUnreadCount(
  changes: AsyncGenerator<DomainEventRecord>,
  viewer: { id: number; companyIds: Set<number> },
  context: GatewayContext,
): AsyncGenerator<ConversationChangeSource> {
  let known: number | null = null;
  const receives = (event: DomainEventRecord) =>
    event.payload.sender_side === 'client'
      ? event.company_id !== null && viewer.companyIds.has(event.company_id)
      : event.payload.client_id === viewer.id;
  try {
    for await (const event of changes) {
      if (known === null || event.type !== 'chat.message') known = await unreadCount(context);
      else if (receives(event)) known += 1;
      yield { event, unreadCount: known };
    }
  } finally {
    await changes.return(undefined);
  }
}

/** Chat (schema/chat.graphql): conversations, messages, live. */
export const chatResolvers = {
  Query: {
    conversation: (_parent, { id }, { rest }) =>
      rest.typed.get(`/message_service/conversation/${numericId(id)}`),
    companyConversations: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/message_service/${numericId(companyId)}`),
    clientConversations: (_parent, { clientId }, { rest }) =>
      rest.typed.get(`/message_service/client/${numericId(clientId)}`),
    chatUnreadCount: (_parent, _args, context) => unreadCount(context),
    assignedLeadConversation: (_parent, { assignedLeadId }, { rest }) =>
      orNull(rest.typed.get(`/message_service/assigned_lead/${numericId(assignedLeadId)}`)),
    chatInfo: (_parent, { conversationId }, { rest }) =>
      rest.typed.get(`/message_service/conversation/${numericId(conversationId)}/info`),
  },
  Mutation: {
    startConversation: (_parent, { assignedLeadId }, { rest }) =>
      rest.typed.post(`/message_service/assigned_lead/${numericId(assignedLeadId)}`),
    sendChatMessage: (_parent, { conversationId, to, message, attachmentIds }, { rest }) =>
      rest.typed.post(`/message_service/conversation/${numericId(conversationId)}/${to}`, {
        message,
        attachment_ids: (attachmentIds ?? []).map(numericId),
      }),
  },
  Subscription: {
    chatMessages: {
      subscribe: async (_parent, { conversationId, afterEventId }, context) => {
        const id = numericId(conversationId);
        // The api decides who may follow it (404 otherwise); looking marks nothing read.
        await context.rest.typed.get(`/message_service/conversation/${id}`, { mark_read: 'false' });
        return context.events.eventsSince(
          'all',
          afterId(afterEventId),
          (event) => event.type === 'chat.message' && event.payload.conversation_id === id,
        );
      },
      resolve: async (
        event: DomainEventRecord,
        _args: unknown,
        context: GatewayContext,
      ): Promise<ChatMessageEventSource> => ({
        event,
        // The api sends the message with its event; older events are fetched.
        message:
          (event.payload.message as RestChatMessage | undefined) ??
          (await context.rest.typed.get(
            `/message_service/conversation/${Number(event.payload.conversation_id)}/message/${Number(event.payload.message_id)}`,
          )),
      }),
    },
    conversationsChanged: {
      subscribe: async (_parent, { afterEventId }, context) => {
        const viewer = await context.viewer.current();
        if (!viewer) return context.events.eventsSince('all', null, () => false);
        const companyIds = new Set(viewer.companies.map((company) => company.id));
        // Messages to or from the viewer as consumer, and in their companies' conversations.
        const changes = context.events.eventsSince(
          'all',
          afterId(afterEventId),
          (event) =>
            CHAT_EVENTS.has(event.type) &&
            (event.payload.client_id === viewer.id ||
              (event.company_id !== null && companyIds.has(event.company_id))),
        );
        return withUnreadCount(changes, { id: viewer.id, companyIds }, context);
      },
      resolve: (source: ConversationChangeSource) => source,
    },
  },
  Conversation: {
    ...snakeFields<RestConversation>()(
      'assigned_lead_id',
      'lead_id',
      'product_name',
      'chat_enabled',
      'viewer_side',
      'last_message',
    ),
    client: (conversation) => ({
      id: conversation.client.id,
      name: conversation.client.name,
    }),
  },
  ChatMessage: {
    ...snakeFields<RestChatMessage>()('conversation_id', 'sender_company'),
  },
  ChatInfo: {
    ...snakeFields<RestChatInfo>()('conversation_id', 'message_count'),
  },
  ChatLeadInfo: {
    ...snakeFields<RestChatLeadInfo>()('product_name', 'postal_code'),
  },
  ChatContact: { phoneNumber: (contact) => contact.phone_number },
  ChatCompanyContact: { phoneNumber: (contact) => contact.phone_number },
  ChatAttachment: {
    ...snakeFields<RestChatAttachment>()('file_name', 'media_type'),
    url: (file) => `/files${file.url}`,
  },
  ChatMessageEvent: {
    eventId: (source) => source.event.id,
  },
  ConversationChange: {
    eventId: (source) => source.event.id,
    type: (source) => source.event.type,
    conversationId: (source) => Number(source.event.payload.conversation_id),
  },
} satisfies Resolvers;
