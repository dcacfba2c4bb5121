// The chat feature's public entry: what other features may use (eslint.config.js).
export { ChatHistoryModal } from './components/chat-history-modal';
export { LeadChatCard } from './components/lead-chat-card';
