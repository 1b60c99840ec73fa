import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatSession, ChatStarted } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Polling while the socket is down (docs/product/engagement.md §9): messages every 2 s. */
export const CHAT_POLL_MS = 2000;

export const chatKeys = {
  mine: ['chat', 'mine'] as const,
  messages: (sessionId: string) => ['chat', 'messages', sessionId] as const,
};

/** GET /api/chat/sessions/mine: her latest session that is not ended, or null. */
export function getMySession(): Promise<ChatSession | null> {
  return api.get<ChatSession | null>('/api/chat/sessions/mine');
}

export function useMySession(poll: boolean) {
  return useQuery({ queryKey: chatKeys.mine, queryFn: getMySession, refetchInterval: poll ? CHAT_POLL_MS : false });
}

/** GET /api/chat/session/{id}/messages: oldest first. */
export function getChatMessages(sessionId: string): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>(`/api/chat/session/${encodeURIComponent(sessionId)}/messages`);
}

export function useChatMessages(sessionId: string | null, poll: boolean) {
  return useQuery({
    queryKey: chatKeys.messages(sessionId ?? ''),
    queryFn: () => getChatMessages(sessionId!),
    enabled: sessionId !== null,
    refetchInterval: poll ? CHAT_POLL_MS : false,
  });
}

/** POST /api/chat/sessions: a new waiting session with this first message, or her open one with it added. */
export function startChat(message: string): Promise<ChatStarted> {
  return api.post<ChatStarted>('/api/chat/sessions', { message });
}

/** POST /api/chat/session/{id}/messages. */
export function sendChatMessage(sessionId: string, message: string): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/chat/session/${encodeURIComponent(sessionId)}/messages`, { message });
}

/** POST /api/chat/session/{id}/media: a photo or a voice note (multipart `file`, optional `fileDuration`). */
export function sendChatMedia(sessionId: string, file: File, durationSeconds?: number): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file);
  if (durationSeconds !== undefined) form.append('fileDuration', String(Math.round(durationSeconds * 10) / 10));
  return api.post<ChatMessage>(`/api/chat/session/${encodeURIComponent(sessionId)}/media`, form);
}

/** Adds a message to a cached list once (socket pushes and REST answers may both bring it). */
export function withMessage(list: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const current = list ?? [];
  return current.some((m) => m.id === message.id) ? current : [...current, message];
}
