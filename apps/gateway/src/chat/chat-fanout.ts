import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Server } from 'socket.io';
import { ChatSocketEvents, ChatSubjects, EventEnvelope } from '@shop/contracts';
import { Bus, BUS } from '@shop/platform';
import { pushesFor, PUSHED_CHAT_EVENTS } from './chat-pushes';

const HEARTBEAT_MS = 10_000;
const PRESENCE_TTL_MS = 35_000;
/** Event ids remembered to drop a second delivery of the same event (the outbox may re-send after a crash). */
const REMEMBERED_EVENTS = 10_000;

/** A typing indicator on its way to every instance's sockets (typing is not stored, so it has no event of its own). */
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
 * The realtime side's cross-instance seam. Every instance listens to the chat
 * service's events itself (Bus.onEvent: not a queue group, so a visitor on one
 * instance and an admin on another both hear of each message) and pushes them
 * to its own sockets, once per event. Typing travels as a broadcast; admin
 * availability (any admin socket on any instance) from per-instance counts
 * shared over the bus.
 */
@Injectable()
export class ChatFanout implements OnModuleInit, OnModuleDestroy {
  readonly instanceId = randomUUID();
  private server?: Server;
  private localAdmins = 0;
  private readonly remote = new Map<string, { admins: number; seenAt: number }>();
  private readonly delivered = new RecentIds(REMEMBERED_EVENTS);
  private available = false;
  private heartbeat?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  onModuleInit(): void {
    for (const name of PUSHED_CHAT_EVENTS) this.bus.onEvent(name, async (event) => this.push(event));
    this.bus.onBroadcast(ChatSubjects.fanout, (data) => this.deliver(data as FanoutMessage));
    this.bus.onBroadcast(ChatSubjects.presence, (data) => this.onPresence(data as PresenceMessage));
    this.bus.broadcast(ChatSubjects.presence, { instance: this.instanceId, admins: 0, ask: true } satisfies PresenceMessage);
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

  /** A typing indicator to the sockets in `room` on every instance, but the typist's. */
  typing(room: string, payload: unknown, except: string): void {
    if (this.closed) return;
    try {
      this.bus.broadcast(ChatSubjects.fanout, {
        room,
        event: ChatSocketEvents.typing,
        payload,
        origin: this.instanceId,
        except,
      } satisfies FanoutMessage);
    } catch {
      // Fire-and-forget: a lost typing indicator is harmless.
    }
  }

  /** A chat-service event to this instance's sockets; the same event again pushes nothing. */
  private push(event: EventEnvelope): void {
    if (this.closed || !this.server || !event || typeof event.id !== 'string') return;
    if (!this.delivered.add(event.id)) return;
    for (const { rooms, event: name, payload } of pushesFor(event)) this.server.to(rooms).emit(name, payload);
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
      this.bus.broadcast(ChatSubjects.presence, { instance: this.instanceId, admins: this.localAdmins } satisfies PresenceMessage);
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
    if (!this.closed) this.server?.emit(ChatSocketEvents.adminAvailabilityChanged, { data: { isAvailable: available } });
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

/** The last `capacity` ids seen, oldest forgotten first. */
class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** False when the id was seen already. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}
