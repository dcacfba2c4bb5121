import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import { orNull } from '../rest/rest-error';
import type { DomainEventRecord } from '../events/domain-event';
import type { EventIndex } from '../events/event-hub';
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
import { mapEvents } from '../events/map-events';
import type { RestCurrentUser } from '../accounts/rest-types';

const CHAT_EVENTS = new Set(['chat.message', 'chat.read']);

/**
 * The hub's channels of chat events (gateway/src/server.ts): their conversation and
 * their consumer, so a subscription hears its own conversations only.
 */
export const chatTopics: EventIndex = (event) =>
  CHAT_EVENTS.has(event.type)
    ? [
        `chat:conversation:${Number(event.payload.conversation_id)}`,
        `chat:client:${Number(event.payload.client_id)}`,
      ]
    : [];

const unreadCount = async (context: GatewayContext) =>
  (await context.rest.typed.get('/message_service/unread')).count;

/** Who follows the chat: the user and the companies they work for. */
interface ChatViewer {
  id: number;
  companyIds: Set<number>;
}

const chatViewer = (user: RestCurrentUser): ChatViewer => ({
  id: user.id,
  companyIds: new Set((user.companies ?? []).map((company) => company.id)),
});

/**
 * Events after which a subscriber may have lost (or gained) access to conversations:
 * their membership of a company changed, a company of theirs went, or something about
 * their account changed (roles, disabled). Subscriptions listen for these on their own
 * channels and check access again on them only, never per message.
 */
const ACCESS_TOPICS = ['type:company.users_changed', 'type:company.deleted'] as const;
const changesAccess = (event: DomainEventRecord, viewerId: number, companyIds: Set<number>) =>
  (event.type === 'company.users_changed' && event.payload.user_id === viewerId) ||
  (event.type === 'company.deleted' &&
    event.company_id !== null &&
    companyIds.has(event.company_id)) ||
  (event.type.startsWith('user.') && event.user_id === viewerId);

/** Does this viewer receive the message (rather than write it or stand outside)? */
const receives = (event: DomainEventRecord, viewer: ChatViewer) =>
  event.payload.sender_side === 'client'
    ? event.company_id !== null && viewer.companyIds.has(event.company_id)
    : event.payload.client_id === viewer.id;

/** Did this viewer's side read (the other side's messages) in this chat.read? */
const readByViewer = (event: DomainEventRecord, viewer: ChatViewer) =>
  event.payload.reader_side === 'client'
    ? event.payload.client_id === viewer.id
    : event.company_id !== null && viewer.companyIds.has(event.company_id);

/**
 * The viewer's unread count after a change, worked out from the stream itself (events
 * arrive in outbox order): a message to the viewer adds one, the viewer's own leaves it,
 * a receipt of the viewer's side takes off what it marked read. The api is asked only
 * for the first count and after an event that does not say (older events).
 */
async function countAfter(
  event: DomainEventRecord,
  viewer: ChatViewer,
  known: number | null,
  context: GatewayContext,
): Promise<number> {
  if (known !== null && event.type === 'chat.message')
    return receives(event, viewer) ? known + 1 : known;
  const marked = event.payload.read_count;
  if (known !== null && event.type === 'chat.read' && typeof marked === 'number')
    return readByViewer(event, viewer) ? Math.max(0, known - marked) : known;
  return unreadCount(context);
}

/**
 * Messages and receipts in the viewer's conversations, each with the unread count.
 * Listens on the viewer's channels only (its companies and its own conversations as
 * consumer), so another conversation's message costs this subscription nothing; when
 * the viewer's companies change it listens on the new ones from the next event on.
 */
async function conversationChanges(
  context: GatewayContext,
  afterEventId: string | null | undefined,
): Promise<AsyncGenerator<ConversationChangeSource>> {
  const user = await context.viewer.current();
  if (!user)
    return mapEvents<ConversationChangeSource>(
      () => context.events.eventsSince([], null),
      null,
      () => undefined,
    );
  let viewer = chatViewer(user);
  let known: number | null = null;
  const open = (after: number | null) =>
    context.events.eventsSince(
      [
        `chat:client:${viewer.id}`,
        ...[...viewer.companyIds].map((id) => `company:${id}` as const),
        `user:${viewer.id}`,
        ...ACCESS_TOPICS,
      ],
      after,
      (event) =>
        (CHAT_EVENTS.has(event.type) &&
          (event.payload.client_id === viewer.id ||
            (event.company_id !== null && viewer.companyIds.has(event.company_id)))) ||
        changesAccess(event, viewer.id, viewer.companyIds),
    );
  return mapEvents(open, afterId(afterEventId), async (event, reopen) => {
    if (!CHAT_EVENTS.has(event.type)) {
      // The viewer may have gained or lost a company: ask who they are now.
      const now = await context.rest.typed.get('/user/current');
      const next = chatViewer(now);
      const same =
        next.companyIds.size === viewer.companyIds.size &&
        [...next.companyIds].every((id) => viewer.companyIds.has(id));
      if (!same) {
        viewer = next;
        known = null;
        reopen();
      }
      return undefined;
    }
    known = await countAfter(event, viewer, known, context);
    return { event, unreadCount: known };
  });
}

/**
 * The messages of one conversation. Access is checked by the api when the subscription
 * starts and again after every event that may have taken it away (see changesAccess);
 * a subscriber who lost it gets the api's NOT_FOUND and the stream ends.
 */
async function conversationMessages(
  context: GatewayContext,
  conversationId: string,
  afterEventId: string | null | undefined,
): Promise<AsyncGenerator<ChatMessageEventSource>> {
  const id = numericId(conversationId);
  const path = `/message_service/conversation/${id}` as const;
  // The api decides who may follow it (404 otherwise); looking marks nothing read.
  const conversation = await context.rest.typed.get(path, { mark_read: 'false' });
  const user = await context.viewer.current();
  const viewerId = user?.id ?? 0;
  const companyIds = new Set([conversation.company.id]);
  const open = (after: number | null) =>
    context.events.eventsSince(
      [`chat:conversation:${id}`, `user:${viewerId}`, ...ACCESS_TOPICS],
      after,
      (event) =>
        (event.type === 'chat.message' && event.payload.conversation_id === id) ||
        changesAccess(event, viewerId, companyIds),
    );
  return mapEvents(open, afterId(afterEventId), async (event) => {
    if (event.type !== 'chat.message') {
      await context.rest.typed.get(path, { mark_read: 'false' });
      return undefined;
    }
    return {
      event,
      // The api sends the message with its event; older events are fetched.
      message:
        (event.payload.message as RestChatMessage | undefined) ??
        (await context.rest.typed.get(`${path}/message/${Number(event.payload.message_id)}`)),
    };
  });
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
      subscribe: (_parent, { conversationId, afterEventId }, context) =>
        conversationMessages(context, conversationId, afterEventId),
      resolve: (source: ChatMessageEventSource) => source,
    },
    conversationsChanged: {
      subscribe: (_parent, { afterEventId }, context) => conversationChanges(context, afterEventId),
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
