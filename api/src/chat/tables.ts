export * from './conversation.table';
export * from './chat-message.table';
