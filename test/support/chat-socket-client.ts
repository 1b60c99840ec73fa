import { io, Socket } from 'socket.io-client';
import type { ChatMessage, ChatSession, ChatStatus } from '@shop/contracts';

/**
 * What the chat socket pushes, by event (apps/gateway/src/chat/chat-pushes.ts and chat-socket.gateway.ts), and what
 * socket.io itself reports to the client. The specs' expectations check the payloads; these types name what they read.
 */
export interface ChatPushes {
  new_message: { data: ChatMessage };
  new_chat_session: { data: { session: ChatSession } };
  admin_joined: { data: { session: ChatSession } };
  session_ended: { data: { session: ChatSession } };
  session_status_updated: { sessionId: string; data: { status: ChatStatus; sessionId: string } };
  admin_availability_changed: { data: { isAvailable: boolean } };
  typing: { sessionId?: string; data: { senderEmail: string; isTyping: boolean } };
  error: { message: string };
  disconnect: null;
  connect_error: { message: string };
}

export type ChatPushEvent = keyof ChatPushes;

/** The gateway's answer to a message the client sends (chat-socket.gateway.ts). */
export type ChatAck = { ok: true; [key: string]: unknown } | { ok: false; error: string };

export interface Received {
  event: string;
  payload: unknown;
}

/** A socket.io client that keeps every event it receives, so a test can wait for one that already came. */
export class ChatSocketClient {
  readonly log: Received[] = [];
  private waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => this.receive({ event, payload }));
    socket.on('disconnect', () => this.receive({ event: 'disconnect', payload: null }));
    // A handshake the server refuses (e.g. a foreign Origin): the socket never connects.
    socket.on('connect_error', (err: Error) => this.receive({ event: 'connect_error', payload: { message: err.message } }));
  }

  private receive(received: Received): void {
    this.log.push(received);
    this.waiters = this.waiters.filter((w) => (w.match(received) ? (w.resolve(received), false) : true));
  }

  next<E extends ChatPushEvent>(event: E | E[], where: (payload: ChatPushes[E]) => boolean = () => true, timeoutMs = 5_000): Promise<ChatPushes[E]> {
    const match = (r: Received) => ([] as string[]).concat(event).includes(r.event) && where(r.payload as ChatPushes[E]);
    const already = this.log.find(match);
    if (already) return Promise.resolve(already.payload as ChatPushes[E]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.log.map((r) => r.event))}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r.payload as ChatPushes[E]);
        },
      });
    });
  }

  all<E extends ChatPushEvent>(event: E): ChatPushes[E][] {
    return this.log.filter((r) => r.event === event).map((r) => r.payload as ChatPushes[E]);
  }

  ask(event: string, body: unknown): Promise<ChatAck> {
    return this.socket.timeout(5_000).emitWithAck(event, body);
  }
}

/**
 * A socket.io client of the chat socket at /ws, signed in by the given cookie header; `headers` are sent
 * with the handshake too (an Origin, X-Forwarded-*).
 */
export async function connectChat(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<ChatSocketClient> {
  const socket = io(url, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const client = new ChatSocketClient(socket);
  // Signed in: the server tells every socket whether support is online; refused: an error, or a refused handshake.
  await client.next(['admin_availability_changed', 'error', 'connect_error']);
  return client;
}
