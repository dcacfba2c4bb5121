/**
 * The api's answers for chat, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';
import type { DomainEventRecord } from '../events/domain-event';

type Schemas = components['schemas'];

export type RestConversation = Schemas['Conversation'];
export type RestChatMessage = Schemas['ChatMessage'];
export type RestChatAttachment = Schemas['ChatAttachment'];
export type RestChatInfo = Schemas['ChatInfo'];
export type RestChatLeadInfo = RestChatInfo['lead'];
export type RestChatContact = RestChatInfo['client'];
export type RestChatCompanyContact = RestChatInfo['company'];
export type RestChatParty = { id: number; name: string };

export interface ChatMessageEventSource {
  event: DomainEventRecord;
  message: RestChatMessage;
}

export interface ConversationChangeSource {
  event: DomainEventRecord;
  unreadCount: number;
}
