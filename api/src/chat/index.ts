// Its tables: other areas read and join them; only chat writes them (tests/shared/table-owners.test.ts).
export { conversations } from './conversation.table';
export type { ConversationRow } from './conversation.table';
export { chatMessages } from './chat-message.table';
export type { ChatSide, ChatMessageRow } from './chat-message.table';
export { chatAttachments } from './chat-attachment.table';
export type { ChatAttachmentRow } from './chat-attachment.table';
