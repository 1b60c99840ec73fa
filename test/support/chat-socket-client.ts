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
    socket.onAny((event: string, payload: unknown) => {
      const received = { event, payload };
      this.log.push(received);
      this.waiters = this.waiters.filter((w) => (w.match(received) ? (w.resolve(received), false) : true));
    });
    socket.on('disconnect', () => {
      const received = { event: 'disconnect', payload: null };
      this.log.push(received);
      this.waiters = this.waiters.filter((w) => (w.match(received) ? (w.resolve(received), false) : true));
    });
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

/** A socket.io client of the chat socket at /ws, signed in by the given cookie header. */
export async function connectChat(url: string, cookie?: string): Promise<ChatSocketClient> {
  const socket = io(url, {
    path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  const client = new ChatSocketClient(socket);
  // Signed in: the server tells every socket whether support is online; refused: an error.
  await client.next(['admin_availability_changed', 'error']);
  return client;
}
