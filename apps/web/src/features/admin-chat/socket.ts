import type { ChatClientEvent, ChatServerEvent } from '@shop/contracts';

/**
 * The chat socket as the admin screens use it. The app passes the hook in (the socket module
 * lives with the visitor chat; features do not import each other): a hook that never connects
 * leaves the screens on polling.
 */
export type UseChatSocket = (
  enabled: boolean,
  join: { sessionId: string; isAdmin: boolean; userName: string; userEmail: string } | null,
  handlers: Partial<Record<ChatServerEvent, (payload: { data?: unknown } & Record<string, unknown>) => void>>,
) => { connected: boolean; emit: (event: ChatClientEvent, payload: unknown) => void };

/** Polling only. */
export const useNoChatSocket: UseChatSocket = () => ({ connected: false, emit: () => undefined });
