import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSession, ChatSessionSummary, ChatStarted } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Polling (docs/product/back-office.md §9): messages every 2 s; sessions every 5 s (chat screen) or 3 s (quick-reply panel). */
export const ADMIN_CHAT_POLL = { messagesMs: 2000, sessionsMs: 5000, quickSessionsMs: 3000 } as const;

/** Under ['admin', …]: a 401 shows the admin sign-in again. */
export const adminChatKeys = {
  all: ['admin', 'chat'] as const,
  sessions: ['admin', 'chat', 'sessions'] as const,
  active: ['admin', 'chat', 'active-sessions'] as const,
  messages: (sessionId: string) => ['admin', 'chat', 'messages', sessionId] as const,
};

/** GET /api/admin/chat/sessions: every session, newest first. */
export function useAdminChatSessions(pollMs: number | false) {
  return useQuery({
    queryKey: adminChatKeys.sessions,
    queryFn: () => api.get<ChatSessionSummary[]>('/api/admin/chat/sessions'),
    refetchInterval: pollMs,
  });
}

/** GET /api/admin/chat/active-sessions: waiting and active, newest first. */
export function useActiveChatSessions(pollMs: number | false) {
  return useQuery({
    queryKey: adminChatKeys.active,
    queryFn: () => api.get<ChatSessionSummary[]>('/api/admin/chat/active-sessions'),
    refetchInterval: pollMs,
  });
}

/** GET /api/chat/session/{id}/messages (admin). */
export function useAdminChatMessages(sessionId: string | null, pollMs: number | false) {
  return useQuery({
    queryKey: adminChatKeys.messages(sessionId ?? ''),
    queryFn: () => api.get<ChatMessage[]>(`/api/chat/session/${encodeURIComponent(sessionId!)}/messages`),
    enabled: sessionId !== null,
    refetchInterval: pollMs,
  });
}

/** POST /api/chat/session/{id}/join: waiting → active. */
export function joinChatSession(sessionId: string): Promise<ChatSession> {
  return api.post<ChatSession>(`/api/chat/session/${encodeURIComponent(sessionId)}/join`);
}

/** POST /api/chat/session/{id}/end. */
export function endChatSession(sessionId: string): Promise<ChatSession> {
  return api.post<ChatSession>(`/api/chat/session/${encodeURIComponent(sessionId)}/end`);
}

/** POST /api/admin/chat/session/{sessionId}/message: a reply, stored as the support team's. */
export function sendAdminReply(sessionId: string, message: string): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/admin/chat/session/${encodeURIComponent(sessionId)}/message`, { message, isAdmin: true });
}

/** POST /api/chat/session/{id}/media (an admin's upload is stored as the support team's message). */
export function sendAdminMedia(sessionId: string, file: File, durationSeconds?: number): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file);
  if (durationSeconds !== undefined) form.append('fileDuration', String(Math.round(durationSeconds * 10) / 10));
  return api.post<ChatMessage>(`/api/chat/session/${encodeURIComponent(sessionId)}/media`, form);
}

/** POST /api/admin/chat/force-message/{email}: her open session, or a new active one, gets the message. */
export function useForceChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, message }: { email: string; message: string }) =>
      api.post<ChatStarted>(`/api/admin/chat/force-message/${encodeURIComponent(email)}`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminChatKeys.all }),
  });
}

/** Adds a message to a cached list once. */
export function withMessage(list: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const current = list ?? [];
  return current.some((m) => m.id === message.id) ? current : [...current, message];
}
