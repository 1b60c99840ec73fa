import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { ChatSocketEvents, type ChatClientEvent, type ChatServerEvent } from '@shop/contracts';

/**
 * The chat socket (docs/product/engagement.md §7), an enhancement over REST polling: socket.io-client is
 * loaded on demand (its own chunk, never the landing page's), and when it cannot connect the
 * screens keep polling. Writes always go through REST (the server fans stored messages out).
 */
/** Payloads are `{data: …}`; handlers get the payload as sent. Event names: the contracts' ChatSocketEvents. */
export type ChatSocketHandlers = Partial<Record<ChatServerEvent, (payload: { data?: unknown } & Record<string, unknown>) => void>>;

export type JoinSession = { sessionId: string; isAdmin: boolean; userName: string; userEmail: string };

export type ChatSocketConnection = {
  /** True while the socket is connected: polling may stop then. */
  connected: boolean;
  /** Emits when connected; silently does nothing otherwise. */
  emit: (event: ChatClientEvent, payload: unknown) => void;
};

async function openSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({ path: '/ws', transports: ['websocket'], withCredentials: true });
}

/**
 * A socket while `enabled`: joins `join` (again after every reconnect and whenever it changes),
 * and hands the server's events to `handlers` (the latest ones; no need to memoise them).
 * The server reads who is there once, at the handshake: a change of `identity` (e.g. the session
 * was just verified) opens a new socket.
 */
export function useChatSocket(enabled: boolean, join: JoinSession | null, handlers: ChatSocketHandlers, identity = ''): ChatSocketConnection {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const handlersRef = useRef(handlers);
  const joinRef = useRef(join);
  // The latest handlers and join for the socket's callbacks and the join effect, kept after each render
  // (a layout effect runs before the effects below and before any socket event of the next task).
  useLayoutEffect(() => {
    handlersRef.current = handlers;
    joinRef.current = join;
  });

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let current: Socket | null = null;
    openSocket()
      .then((s) => {
        if (closed) {
          s.close();
          return;
        }
        current = s;
        s.on('connect', () => setConnected(true));
        s.on('disconnect', () => setConnected(false));
        s.on('connect_error', () => setConnected(false));
        s.onAny((event: string, payload: unknown) => {
          const handler = handlersRef.current[event as ChatServerEvent];
          if (handler && payload && typeof payload === 'object') handler(payload as { data?: unknown });
        });
        setSocket(s);
      })
      .catch(() => undefined); // the chunk did not load: polling carries on
    return () => {
      closed = true;
      current?.close();
      setSocket(null);
      setConnected(false);
    };
  }, [enabled, identity]);

  const joinKey = join ? `${join.sessionId}|${join.isAdmin}|${join.userName}|${join.userEmail}` : '';
  useEffect(() => {
    if (socket && connected && joinRef.current) socket.emit(ChatSocketEvents.joinSession, joinRef.current);
  }, [socket, connected, joinKey]);

  return {
    connected,
    emit: (event, payload) => {
      if (socket?.connected) socket.emit(event, payload);
    },
  };
}
