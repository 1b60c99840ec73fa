import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { Optional, Rule } from '../field-rules';

/**
 * Live chat (engagement.md "Visitor live chat panel", §3 "Chat
 * session/message"; admin.md §2.4 and the Chat calls; decisions.md §4, §10).
 * The chat service stores sessions and messages; the gateway's socket.io
 * gateway at /ws pushes them (apps/gateway/src/chat/chat-socket.gateway.ts).
 */
export const ChatPatterns = {
  /** A visitor's message: opens a waiting session or adds to her open one. */
  start: 'chat.session.start',
  /** The visitor's latest session that is not ended, or null. */
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

export const ChatEvents = {
  /** `{sessionId, userEmail}` plus the session: a visitor's first message opened it. */
  sessionStarted: 'chat.session-started',
  /** `{sessionId, userEmail, message}`: any stored message. */
  messageSent: 'chat.message-sent',
  /** `{sessionId, userEmail, endedAt}`. */
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

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed, non-blank, at most 4,000 characters (the service checks again). */
export function chatMessageProblem(value: unknown): string | null {
  if (value === undefined || value === null) return 'message is required';
  if (typeof value !== 'string') return 'message must be text';
  if (!value.trim()) return 'message must not be blank';
  if (value.trim().length > CHAT_MESSAGE_MAX_LENGTH) return `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;
  return null;
}

const IsChatText = () => Rule('isChatMessage', chatMessageProblem);

/** POST /api/chat/sessions. */
export class StartChatDto {
  @Trimmed() @IsChatText()
  message: string;

  @Optional() @Trimmed()
  @Rule('isChatUserName', (value) => {
    if (value === null || value === '') return null;
    if (typeof value !== 'string') return 'userName must be text';
    if (value.length > CHAT_USER_NAME_MAX_LENGTH) return `userName must be at most ${CHAT_USER_NAME_MAX_LENGTH} characters`;
    return null;
  })
  userName?: string | null;
}

/** POST /api/chat/session/{id}/messages and POST /api/admin/chat/force-message/{email}. */
export class ChatTextDto {
  @Trimmed() @IsChatText()
  message: string;
}

/** POST /api/admin/chat/session/{sessionId}/message: a text, or a file already stored under /uploads/chat/. */
export class AdminChatMessageDto {
  @Optional() @Trimmed()
  @Rule('isChatCaption', (value) => (value === null || value === '' ? null : chatMessageProblem(value)))
  message?: string | null;

  /** text, image or voice; or media, an image or a voice note told apart by the file (engagement.md §3). */
  @Optional() @IsIn([...CHAT_MESSAGE_TYPES, 'media'], { message: 'messageType must be text, media, image or voice' })
  messageType?: ChatMessageType | 'media';

  @Optional()
  @Rule('isChatFileUrl', (value) => (value === null || (typeof value === 'string' && /^\/uploads\/chat\/[a-z0-9-]+\.[a-z0-9]+$/i.test(value))
    ? null : 'fileUrl must be the address of a chat upload (/uploads/chat/…)'))
  fileUrl?: string | null;

  @Optional() @Trimmed()
  @Rule('isChatFileName', (value) => (value === null || (typeof value === 'string' && value.length <= CHAT_FILE_NAME_MAX_LENGTH)
    ? null : `fileName must be text of at most ${CHAT_FILE_NAME_MAX_LENGTH} characters`))
  fileName?: string | null;

  @Optional()
  @Rule('isChatFileSize', (value) => (value === null || (Number.isInteger(value) && (value as number) >= 0)
    ? null : 'fileSize must be a whole number of bytes'))
  fileSize?: number | null;

  @Optional()
  @Rule('isChatFileDuration', (value) => (value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86_400)
    ? null : 'fileDuration must be a number of seconds'))
  fileDuration?: number | null;

  /** Sent by the admin client; replies are always stored as the support team's. */
  @Optional() @Rule('isTrue', (value) => (value === true ? null : 'isAdmin must be true'))
  isAdmin?: true;
}

/** Who is asking: the visitor by her session e-mail, or an administrator. */
export interface ChatViewer {
  admin: boolean;
  email: string | null;
}

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
}

// ---- what travels to the chat service ----

export interface StartChatRequest {
  email: string;
  message: string;
  userName?: string | null;
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
  /** 'media': an image or a voice note, told apart by the file (engagement.md §3). */
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
