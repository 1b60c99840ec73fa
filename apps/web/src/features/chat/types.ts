/** The chat's server shapes (docs/api.md "Live chat (REST)"). */
export type { ChatMessage, ChatSession, ChatStarted, ChatStatus } from '@shop/contracts';
