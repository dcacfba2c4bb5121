export * from './conversation.table';
export * from './chat-message.table';
export * from './chat-attachment.table';
