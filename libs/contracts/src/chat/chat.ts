import type { ShopperScope } from '../engagement/sessions';

/**
 * Live chat (docs/product/engagement.md "Visitor live chat panel", §3 "Chat
 * session/message"; docs/product/back-office.md §2.4 and the Chat calls; docs/rules.md §4, §10).
 * The chat service stores sessions and messages; the gateway's socket.io
 * gateway at /ws pushes them (apps/gateway/src/chat/chat-socket.gateway.ts).
 */
export const ChatPatterns = {
  /** A visitor's message: opens a waiting session or adds to the open one her shopper session may write into. */
  start: 'chat.session.start',
  /** The open session `start` would write into, or null. */
  mine: 'chat.session.mine',
  /** A session as its visitor (or an admin) may act on it: 403/404, and 409 when `open` is asked of an ended one. */
  access: 'chat.session.access',
  /** Every session, newest first, for the admin list. */
  list: 'chat.session.list',
  /** Waiting and active sessions, newest first. */
  listActive: 'chat.session.list-active',
  join: 'chat.session.join',
  end: 'chat.session.end',
  messages: 'chat.message.list',
  /** A message into a session by its visitor or an admin (text or a stored file). */
  send: 'chat.message.send',
  /** An admin's message to a shopper by e-mail: her open session, or a new one. */
  force: 'chat.message.force',
} as const;

/**
 * The chat service's outbox events (payloads below). Every gateway instance
 * turns them into pushes to its own sockets (apps/gateway/src/chat/chat-fanout.ts).
 */
export const ChatEvents = {
  /** ChatSessionStartedEvent: a visitor's first message, or an admin's forced message, opened a session. */
  sessionStarted: 'chat.session-started',
  /** ChatMessageSentEvent: any stored message. */
  messageSent: 'chat.message-sent',
  /** ChatSessionChangedEvent: an admin accepted a waiting session (now active). */
  sessionAccepted: 'chat.session-accepted',
  /** ChatSessionChangedEvent plus `endedAt`: an admin ended the session. */
  sessionEnded: 'chat.session-ended',
} as const;

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_USER_NAME_MAX_LENGTH = 100;
export const CHAT_FILE_NAME_MAX_LENGTH = 255;
export const CHAT_SESSION_ENDED = 'This chat session has ended';
export const CHAT_SUPPORT_SENDER = { name: 'Support Team', email: 'support@watercolor.shop' } as const;

export const CHAT_STATUSES = ['waiting', 'active', 'ended'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'voice'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Trimmed, non-blank, at most 4,000 characters (the service checks again). */
export function chatMessageProblem(value: unknown): string | null {
  if (value === undefined || value === null) return 'message is required';
  if (typeof value !== 'string') return 'message must be text';
  if (!value.trim()) return 'message must not be blank';
  if (value.trim().length > CHAT_MESSAGE_MAX_LENGTH) return `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;
  return null;
}

/**
 * A visitor as the chat sees her: her shopper session's e-mail, id and whether it is verified
 * (docs/rules.md §4: an unverified session sees only the conversations it opened itself).
 */
export type ChatVisitor = ShopperScope;

/** Who is asking: an administrator, or a visitor by her shopper session. */
export type ChatViewer = { admin: true; email: null } | ({ admin: false } & ChatVisitor);

export interface ChatSession {
  id: string;
  userEmail: string;
  /** The name she gave, or the part of her e-mail before the @. */
  userName: string;
  status: ChatStatus;
  createdAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
}

/** A row of the admin lists. */
export interface ChatSessionSummary extends ChatSession {
  /** The newest message's time, or null. */
  lastMessageAt: string | null;
  messageCount: number;
}

export interface ChatMessage {
  id: string;
  sessionId: string;
  messageType: ChatMessageType;
  message: string | null;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileDuration: number | null;
  isAdmin: boolean;
  senderName: string;
  senderEmail: string;
  createdAt: string;
}

export interface ChatStarted {
  session: ChatSession;
  message: ChatMessage;
  /** Whether this message opened the session (false: it joined her open one). */
  created: boolean;
}

// ---- the chat service's events (ChatEvents) ----

/** What every chat event carries. */
export interface ChatEventBase {
  sessionId: string;
  userEmail: string;
}

export interface ChatSessionStartedEvent extends ChatEventBase {
  session: ChatSession;
  /** Who opened it: the visitor (her first message) or support (an admin's forced message). */
  openedBy: 'visitor' | 'support';
}

export interface ChatMessageSentEvent extends ChatEventBase {
  message: ChatMessage;
}

/** The session as it is after the change. */
export interface ChatSessionChangedEvent extends ChatEventBase {
  session: ChatSession;
}

export interface ChatSessionEndedEvent extends ChatSessionChangedEvent {
  endedAt: string | null;
}

// ---- what travels to the chat service ----

export interface StartChatRequest {
  visitor: ChatVisitor;
  message: string;
  userName?: string | null;
}

export interface MyChatRequest {
  visitor: ChatVisitor;
}

export interface ChatSessionRequest {
  sessionId: string;
  viewer: ChatViewer;
  /** access: also refuse an ended session (409). */
  open?: boolean;
}

export interface SendChatMessageRequest {
  sessionId: string;
  viewer: ChatViewer;
  /** 'media': an image or a voice note, told apart by the file (docs/product/engagement.md §3). */
  messageType?: ChatMessageType | 'media';
  message?: string | null;
  fileUrl?: string | null;
  fileName?: string | null;
  fileSize?: number | null;
  fileDuration?: number | null;
}

export interface ForceChatMessageRequest {
  email: string;
  message: string;
}
