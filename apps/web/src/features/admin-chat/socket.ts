/**
 * The chat socket as the admin screens use it. The app passes the hook in (the socket module
 * lives with the visitor chat; features do not import each other): a hook that never connects
 * leaves the screens on polling.
 */
export type AdminChatServerEvent =
  | 'new_message'
  | 'admin_joined'
  | 'session_ended'
  | 'session_status_updated'
  | 'admin_availability_changed'
  | 'typing'
  | 'new_chat_session';

export type UseChatSocket = (
  enabled: boolean,
  join: { sessionId: string; isAdmin: boolean; userName: string; userEmail: string } | null,
  handlers: Partial<Record<AdminChatServerEvent, (payload: { data?: unknown } & Record<string, unknown>) => void>>,
) => { connected: boolean; emit: (event: 'typing' | 'send_message' | 'join_session', payload: unknown) => void };

/** Polling only. */
export const useNoChatSocket: UseChatSocket = () => ({ connected: false, emit: () => undefined });

export const SUPPORT = { name: 'Support Team', email: 'support@watercolor.shop' } as const;
