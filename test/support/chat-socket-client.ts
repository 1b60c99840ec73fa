import { io, Socket } from 'socket.io-client';

export interface Received {
  event: string;
  payload: any;
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

  next(event: string | string[], where: (payload: any) => boolean = () => true, timeoutMs = 5_000): Promise<any> {
    const match = (r: Received) => ([] as string[]).concat(event).includes(r.event) && where(r.payload);
    const already = this.log.find(match);
    if (already) return Promise.resolve(already.payload);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.log.map((r) => r.event))}`)), timeoutMs);
      this.waiters.push({ match, resolve: (r) => { clearTimeout(timer); resolve(r.payload); } });
    });
  }

  all(event: string): any[] {
    return this.log.filter((r) => r.event === event).map((r) => r.payload);
  }

  ask(event: string, body: unknown): Promise<any> {
    return this.socket.timeout(5_000).emitWithAck(event, body);
  }
}

/**
 * A socket.io client of the chat socket at /ws, signed in by the given cookie header; `headers` are sent
 * with the handshake too (an Origin, X-Forwarded-*).
 */
export async function connectChat(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<ChatSocketClient> {
  const socket = io(url, {
    path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const client = new ChatSocketClient(socket);
  // Signed in: the server tells every socket whether support is online; refused: an error, or a refused handshake.
  await client.next(['admin_availability_changed', 'error', 'connect_error']);
  return client;
}
