import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { ChatMessage, ChatSession } from '@shop/contracts';
import { Bus, BUS } from '@shop/platform';

/** Every chat event any gateway instance emits travels on this broadcast; every instance emits it to its own sockets. */
export const CHAT_FANOUT = 'chat.fanout';
/** Each instance's count of connected admin sockets. */
export const CHAT_PRESENCE = 'chat.presence';
export const ADMINS_ROOM = 'admins';
export const sessionRoom = (sessionId: string) => `chat:${sessionId}`;

const HEARTBEAT_MS = 10_000;
const PRESENCE_TTL_MS = 35_000;

export interface FanoutMessage {
  room: string | string[];
  event: string;
  payload: unknown;
  /** The instance that emitted it. */
  origin: string;
  /** A socket left out (the sender of a typing event). */
  except?: string;
}

interface PresenceMessage {
  instance: string;
  admins: number;
  /** A starting instance asks the others for their counts. */
  ask?: boolean;
}

/**
 * The realtime side's cross-instance seam: chat events fanned out to the
 * sockets of every gateway instance, and admin availability (any admin socket
 * on any instance) from per-instance counts shared over the bus.
 */
@Injectable()
export class ChatFanout implements OnModuleInit, OnModuleDestroy {
  readonly instanceId = randomUUID();
  private server?: Server;
  private localAdmins = 0;
  private readonly remote = new Map<string, { admins: number; seenAt: number }>();
  private available = false;
  private heartbeat?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  onModuleInit(): void {
    this.bus.onBroadcast(CHAT_FANOUT, (data) => this.deliver(data as FanoutMessage));
    this.bus.onBroadcast(CHAT_PRESENCE, (data) => this.onPresence(data as PresenceMessage));
    this.bus.broadcast(CHAT_PRESENCE, { instance: this.instanceId, admins: 0, ask: true } satisfies PresenceMessage);
    this.heartbeat = setInterval(() => {
      this.expire();
      if (this.localAdmins > 0) this.announce();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.localAdmins > 0) {
      this.localAdmins = 0;
      this.announce();
    }
    this.closed = true;
  }

  /** The socket.io server of this instance (set by the gateway once it is up). */
  attach(server: Server): void {
    this.server = server;
  }

  emit(room: string | string[], event: string, payload: unknown, except?: string): void {
    if (this.closed) return;
    try {
      this.bus.broadcast(CHAT_FANOUT, { room, event, payload, origin: this.instanceId, except } satisfies FanoutMessage);
    } catch {
      // Fire-and-forget: a stored message is never refused because a push could not go out.
    }
  }

  // ---- the events of the documents ----

  messageStored(message: ChatMessage): void {
    this.emit([sessionRoom(message.sessionId), ADMINS_ROOM], 'new_message', { data: message });
  }

  sessionStarted(session: ChatSession): void {
    this.emit(ADMINS_ROOM, 'new_chat_session', { data: { session } });
  }

  adminJoined(session: ChatSession): void {
    this.emit([sessionRoom(session.id), ADMINS_ROOM], 'admin_joined', { data: { session } });
    this.statusUpdated(session);
  }

  sessionEnded(session: ChatSession): void {
    this.emit([sessionRoom(session.id), ADMINS_ROOM], 'session_ended', { data: { session } });
    this.statusUpdated(session);
  }

  private statusUpdated(session: ChatSession): void {
    this.emit(sessionRoom(session.id), 'session_status_updated', { sessionId: session.id, data: { status: session.status, sessionId: session.id } });
  }

  // ---- admin availability ----

  isAdminAvailable(): boolean {
    return this.available;
  }

  adminConnected(): void {
    if (this.closed) return;
    this.localAdmins++;
    this.announce();
    this.recompute();
  }

  adminDisconnected(): void {
    if (this.closed) return;
    this.localAdmins = Math.max(0, this.localAdmins - 1);
    this.announce();
    this.recompute();
  }

  private announce(): void {
    try {
      this.bus.broadcast(CHAT_PRESENCE, { instance: this.instanceId, admins: this.localAdmins } satisfies PresenceMessage);
    } catch {
      // The next heartbeat tries again.
    }
  }

  private onPresence(message: PresenceMessage): void {
    if (this.closed || !message || typeof message.instance !== 'string' || message.instance === this.instanceId) return;
    if (message.ask && this.localAdmins > 0) this.announce();
    if (message.admins > 0) this.remote.set(message.instance, { admins: message.admins, seenAt: Date.now() });
    else this.remote.delete(message.instance);
    this.recompute();
  }

  private expire(): void {
    const now = Date.now();
    for (const [instance, entry] of this.remote) if (now - entry.seenAt > PRESENCE_TTL_MS) this.remote.delete(instance);
    this.recompute();
  }

  /** Each instance sees the same counts, so each tells its own sockets when availability flips. */
  private recompute(): void {
    const available = this.localAdmins > 0 || [...this.remote.values()].some((entry) => entry.admins > 0);
    if (available === this.available) return;
    this.available = available;
    if (!this.closed) this.server?.emit('admin_availability_changed', { data: { isAvailable: available } });
  }

  private deliver(message: FanoutMessage): void {
    if (this.closed || !this.server || !message || typeof message.event !== 'string') return;
    const rooms = (Array.isArray(message.room) ? message.room : [message.room]).filter((r) => typeof r === 'string');
    if (rooms.length === 0) return;
    let target = this.server.to(rooms);
    if (typeof message.except === 'string') target = target.except(message.except);
    target.emit(message.event, message.payload);
  }
}
