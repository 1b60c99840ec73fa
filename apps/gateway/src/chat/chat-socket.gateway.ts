import { Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { AdminProfile, CHAT_SUPPORT_SENDER, ChatPatterns, ChatSocketEvents, ChatViewer, SendChatMessageRequest, isUuid } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { Identity } from '../common/auth/identity';
import { inputProblem } from '../common/http/input-guard';
import type { ShopperSession } from '../common/auth/shopper-session';
import { ServiceClient } from '../common/service-client';
import { ChatFanout } from './chat-fanout';
import { ADMINS_ROOM, sessionIdOfRoom, sessionRoom } from './chat-pushes';

const MINUTE = 60_000;
/** send_message and join_session per socket per minute; typing is allowed more often. */
const MESSAGE_LIMIT = 30;
const TYPING_LIMIT = 120;
const TOO_MANY = 'You are sending messages too quickly. Please wait a minute and try again.';
const SIGN_IN = 'Sign in to chat with us';
const NOT_YOURS = 'You can only join your own chat session';

interface SocketIdentity {
  admin: AdminProfile | null;
  shopper: ShopperSession | null;
}

interface SocketState {
  auth?: Promise<SocketIdentity | null>;
  countedAdmin?: boolean;
  hits?: Record<string, number[]>;
  /** send_message is handled one at a time per socket, so its messages are stored in the order sent. */
  queue?: Promise<unknown>;
}

type Ack = { ok: true; [key: string]: unknown } | { ok: false; error: string };

/**
 * The chat socket (docs/product/engagement.md §4 and §7, docs/product/back-office.md §2.4): socket.io at /ws,
 * authenticated by the session cookies of the handshake. Writes go through the
 * chat service; what they change reaches the sockets of every instance as the
 * chat service's events (ChatFanout), typing as a broadcast.
 */
@WebSocketGateway({ path: '/ws', serveClient: false })
export class ChatSocketGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('ChatSocket');

  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
    private readonly fanout: ChatFanout,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  afterInit(server: Server): void {
    this.fanout.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const state = stateOf(socket);
    state.auth = this.authenticate(socket).catch((err) => {
      this.logger.warn(`chat socket sign-in failed: ${(err as Error)?.message}`);
      return null;
    });
    const who = await state.auth;
    if (!socket.connected) return;
    if (!who) {
      socket.emit(ChatSocketEvents.error, { message: SIGN_IN });
      socket.disconnect();
      return;
    }
    if (who.admin) {
      await socket.join(ADMINS_ROOM);
      state.countedAdmin = true;
      this.fanout.adminConnected();
    }
    socket.emit(ChatSocketEvents.adminAvailabilityChanged, { data: { isAvailable: this.fanout.isAdminAvailable() } });
  }

  handleDisconnect(socket: Socket): void {
    const state = stateOf(socket);
    if (state.countedAdmin) {
      state.countedAdmin = false;
      this.fanout.adminDisconnected();
    }
  }

  @SubscribeMessage(ChatSocketEvents.joinSession)
  async joinSession(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.guarded(socket, body, 'message', MESSAGE_LIMIT, async (who) => {
      const input = asObject(body);
      const sessionId = input.sessionId;
      if (!isUuid(sessionId)) throw new SocketError('sessionId must be a valid id');
      const viewer = viewerOf(who, input.isAdmin);
      try {
        await this.services.send(ChatPatterns.access, { sessionId, viewer });
      } catch (err) {
        if (err instanceof RemoteError && err.code === 'NOT_YOURS') throw new SocketError(NOT_YOURS);
        throw err;
      }
      await socket.join(sessionRoom(sessionId));
      return { ok: true, sessionId };
    });
  }

  @SubscribeMessage(ChatSocketEvents.sendMessage)
  async sendMessage(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    const state = stateOf(socket);
    const run = (state.queue ?? Promise.resolve()).then(() =>
      this.guarded(socket, body, 'message', MESSAGE_LIMIT, async (who) => {
        const input = asObject(body);
        const data = asObject(input.data);
        const sessionId = input.sessionId ?? data.sessionId;
        if (!isUuid(sessionId)) throw new SocketError('sessionId must be a valid id');
        const viewer = viewerOf(who, data.isAdmin);
        const text = typeof data.message === 'string' ? data.message.trim() : data.message;
        const request: SendChatMessageRequest = {
          sessionId,
          viewer,
          messageType: (data.messageType as SendChatMessageRequest['messageType']) ?? (data.fileUrl ? 'image' : 'text'),
          message: text === '' && data.fileUrl ? null : ((text as string | null | undefined) ?? null),
          fileUrl: (data.fileUrl as string | null | undefined) ?? null,
          fileName: (data.fileName as string | null | undefined) ?? null,
          fileSize: (data.fileSize as number | null | undefined) ?? null,
          fileDuration: (data.fileDuration as number | null | undefined) ?? null,
        };
        // The chat service's chat.message-sent pushes new_message to the session's room and the admins.
        const message = await this.services.send(ChatPatterns.send, request);
        return { ok: true, message };
      }),
    );
    state.queue = run;
    return run;
  }

  @SubscribeMessage(ChatSocketEvents.typing)
  async typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack> {
    return this.guarded(socket, body, 'typing', TYPING_LIMIT, async (who) => {
      const input = asObject(body);
      const data = asObject(input.data);
      const sessionId = input.sessionId ?? data.sessionId;
      // Without a session id: every session room this socket joined.
      const rooms = typeof sessionId === 'string' ? [sessionRoom(sessionId)] : [...socket.rooms].filter((room) => sessionIdOfRoom(room) !== null);
      if (rooms.some((room) => !socket.rooms.has(room)) || rooms.length === 0) throw new SocketError('Join the chat session first');
      const asAdmin = viewerOf(who, data.isAdmin).admin;
      const senderEmail = asAdmin
        ? typeof data.senderEmail === 'string' && data.senderEmail.length <= 254
          ? data.senderEmail
          : CHAT_SUPPORT_SENDER.email
        : who.shopper!.email;
      for (const room of rooms) {
        this.fanout.typing(room, { sessionId: sessionIdOfRoom(room), data: { senderEmail, isTyping: data.isTyping === true } }, socket.id);
      }
      return { ok: true };
    });
  }

  /**
   * Waits for the handshake's sign-in, counts the event, refuses what the HTTP input guard refuses (control
   * characters, lone surrogates, deep nesting), and turns every failure into an `error` event.
   */
  private async guarded(socket: Socket, body: unknown, bucket: string, limit: number, work: (who: SocketIdentity) => Promise<Ack>): Promise<Ack> {
    try {
      const who = await stateOf(socket).auth;
      if (!who) throw new SocketError(SIGN_IN);
      if (!allow(socket, bucket, limit)) throw new SocketError(TOO_MANY);
      const problem = inputProblem(body, 'The event');
      if (problem) throw new SocketError(problem);
      return await work(who);
    } catch (err) {
      const message = err instanceof SocketError || err instanceof RemoteError ? err.message : 'Something went wrong. Please try again.';
      if (!(err instanceof SocketError || err instanceof RemoteError)) this.logger.error(err);
      socket.emit(ChatSocketEvents.error, { message });
      return { ok: false, error: message };
    }
  }

  private async authenticate(socket: Socket): Promise<SocketIdentity | null> {
    const header = socket.handshake.headers.cookie;
    if (!header) return null;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const cookies = fastify.parseCookie(header);
    // Enough of a request for the cookie readers the HTTP side uses.
    const request = {
      headers: socket.handshake.headers,
      cookies,
      unsignCookie: (value: string) => fastify.unsignCookie(value),
    } as unknown as FastifyRequest;
    const [shopper, admin] = await Promise.all([this.identity.shopperOf(request), this.identity.adminOf(request)]);
    return admin || shopper ? { admin, shopper } : null;
  }
}

class SocketError extends Error {}

function stateOf(socket: Socket): SocketState {
  return socket.data as SocketState;
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * An admin acts as the support team unless she says she is not an admin and is also a signed-in shopper. A shopper
 * is her session as it was at the handshake: an unverified one reaches only the conversations it opened (docs/rules.md §4),
 * and its socket joins only their rooms, so nothing of another conversation is pushed to it.
 */
function viewerOf(who: SocketIdentity, isAdmin: unknown): ChatViewer {
  if (who.admin && (isAdmin !== false || !who.shopper)) return { admin: true, email: null };
  if (who.shopper) return { admin: false, email: who.shopper.email, sessionId: who.shopper.sessionId, verified: who.shopper.verified };
  throw new SocketError(SIGN_IN);
}

/** A sliding window per socket and kind of event. */
function allow(socket: Socket, bucket: string, limit: number): boolean {
  const state = stateOf(socket);
  const hits = ((state.hits ??= {})[bucket] ??= []);
  const now = Date.now();
  while (hits.length && now - hits[0] > MINUTE) hits.shift();
  if (hits.length >= limit) return false;
  hits.push(now);
  return true;
}
