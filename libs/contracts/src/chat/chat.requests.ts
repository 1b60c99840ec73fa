import type { NoPayload } from '../bus-payloads';
import {
  ChatPatterns,
  type ChatMessage,
  type ChatSession,
  type ChatSessionRequest,
  type ChatSessionSummary,
  type ChatStarted,
  type ForceChatMessageRequest,
  type MyChatRequest,
  type SendChatMessageRequest,
  type StartChatRequest,
} from './chat';

/** A chat session an administrator joins or ends. */
export interface ChatSessionIdRequest {
  sessionId: string;
}

/** What each of ChatPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ChatRequests {
  [ChatPatterns.start]: { payload: StartChatRequest; answer: ChatStarted };
  [ChatPatterns.mine]: { payload: MyChatRequest; answer: ChatSession | null };
  [ChatPatterns.access]: { payload: ChatSessionRequest; answer: ChatSession };
  [ChatPatterns.list]: { payload: NoPayload; answer: ChatSessionSummary[] };
  [ChatPatterns.listActive]: { payload: NoPayload; answer: ChatSessionSummary[] };
  [ChatPatterns.join]: { payload: ChatSessionIdRequest; answer: ChatSession };
  [ChatPatterns.end]: { payload: ChatSessionIdRequest; answer: ChatSession };
  [ChatPatterns.messages]: { payload: ChatSessionRequest; answer: ChatMessage[] };
  [ChatPatterns.send]: { payload: SendChatMessageRequest; answer: ChatMessage };
  [ChatPatterns.force]: { payload: ForceChatMessageRequest; answer: ChatStarted };
}
