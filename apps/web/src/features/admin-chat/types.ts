/** The chat's server shapes (docs/api.md "Live chat (REST)"). */
export type { ChatMessage, ChatSession, ChatSessionSummary, ChatStarted, ChatStatus } from '@shop/contracts';
