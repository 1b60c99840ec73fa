import {
  ChatEvents,
  ChatMessageSentEvent,
  ChatSession,
  ChatSessionChangedEvent,
  ChatSessionStartedEvent,
  ChatSocketEvents,
  EventEnvelope,
} from '@shop/contracts';

/** Every admin socket joins this room. */
export const ADMINS_ROOM = 'admins';
const SESSION_ROOM_PREFIX = 'chat:';
/** The room of one session: its visitor's sockets and the admins following it. */
export const sessionRoom = (sessionId: string) => `${SESSION_ROOM_PREFIX}${sessionId}`;
/** The session a room is of, or null for another room. */
export const sessionIdOfRoom = (room: string): string | null =>
  room.startsWith(SESSION_ROOM_PREFIX) ? room.slice(SESSION_ROOM_PREFIX.length) : null;

/** One socket.io emit: to the sockets in any of these rooms (each socket once). */
export interface ChatPush {
  rooms: string[];
  event: string;
  payload: unknown;
}

/** The chat service's events the sockets hear about (docs/product/engagement.md §4, docs/product/back-office.md §2.4). */
export const PUSHED_CHAT_EVENTS = [ChatEvents.sessionStarted, ChatEvents.messageSent, ChatEvents.sessionAccepted, ChatEvents.sessionEnded] as const;

/**
 * What the sockets are told of one chat-service event: the stored message to
 * its session and the admins; a session a visitor opened to the admins; an
 * accepted or ended session to its room and the admins, with its new status.
 */
export function pushesFor(event: EventEnvelope): ChatPush[] {
  switch (event.name) {
    case ChatEvents.sessionStarted: {
      const { session, openedBy } = event.payload as ChatSessionStartedEvent;
      // A session support opened (force-message) is the admins' own doing: only its message is pushed.
      return openedBy === 'visitor' ? [{ rooms: [ADMINS_ROOM], event: ChatSocketEvents.newChatSession, payload: { data: { session } } }] : [];
    }
    case ChatEvents.messageSent: {
      const { message } = event.payload as ChatMessageSentEvent;
      return [{ rooms: [sessionRoom(message.sessionId), ADMINS_ROOM], event: ChatSocketEvents.newMessage, payload: { data: message } }];
    }
    case ChatEvents.sessionAccepted:
      return sessionChanged(ChatSocketEvents.adminJoined, (event.payload as ChatSessionChangedEvent).session);
    case ChatEvents.sessionEnded:
      return sessionChanged(ChatSocketEvents.sessionEnded, (event.payload as ChatSessionChangedEvent).session);
    default:
      return [];
  }
}

function sessionChanged(socketEvent: string, session: ChatSession): ChatPush[] {
  return [
    { rooms: [sessionRoom(session.id), ADMINS_ROOM], event: socketEvent, payload: { data: { session } } },
    {
      rooms: [sessionRoom(session.id)],
      event: ChatSocketEvents.sessionStatusUpdated,
      payload: { sessionId: session.id, data: { status: session.status, sessionId: session.id } },
    },
  ];
}
