/**
 * The api's answers for chat, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';
import type { DomainEventRecord } from '../events/domain-event';

type Schemas = components['schemas'];

/** @mapper Conversation */
export type RestConversation = Schemas['Conversation'];
/** @mapper ChatMessage */
export type RestChatMessage = Schemas['ChatMessage'];
/** @mapper ChatAttachment */
export type RestChatAttachment = Schemas['ChatAttachment'];
/** @mapper ChatInfo */
export type RestChatInfo = Schemas['ChatInfo'];
/** @mapper ChatLeadInfo */
export type RestChatLeadInfo = RestChatInfo['lead'];
/** @mapper ChatContact */
export type RestChatContact = RestChatInfo['client'];
/** @mapper ChatCompanyContact */
export type RestChatCompanyContact = RestChatInfo['company'];
/** @mapper ChatParty */
export type RestChatParty = { id: number; name: string };

/** @mapper ChatMessageEvent */
export interface ChatMessageEventSource {
  event: DomainEventRecord;
  message: RestChatMessage;
}

/** @mapper ConversationChange */
export interface ConversationChangeSource {
  event: DomainEventRecord;
  unreadCount: number;
}
