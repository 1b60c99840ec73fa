import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CHAT_MESSAGE_TYPES, CHAT_SESSION_ENDED, CHAT_SUPPORT_SENDER, CHAT_USER_NAME_MAX_LENGTH, ChatEvents, ChatMessage, ChatMessageSentEvent,
  ChatMessageType, chatMessageProblem, ChatSession, ChatSessionChangedEvent, ChatSessionEndedEvent, ChatSessionRequest,
  ChatSessionStartedEvent, ChatSessionSummary, ChatStarted, ChatStatus, ChatViewer, ForceChatMessageRequest, SendChatMessageRequest,
  StartChatRequest, isUuid } from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SessionRow {
  id: string;
  user_email: string;
  user_name: string | null;
  status: ChatStatus;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
}

interface MessageRow {
  id: string;
  session_id: string;
  message_type: ChatMessageType;
  message: string | null;
  file_url: string | null;
  file_name: string | null;
  file_size: number | null;
  file_duration: number | null;
  is_admin: boolean;
  sender_name: string;
  sender_email: string;
  created_at: Date;
}

interface Content {
  messageType: ChatMessageType;
  message: string | null;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileDuration: number | null;
}

/**
 * Chat sessions and messages (docs/product/engagement.md §3, docs/product/back-office.md §2.4). A visitor —
 * known by her session e-mail — has at most one open (waiting or active)
 * session; her first message opens one, later ones join it. Admins accept
 * (waiting → active), reply as the support team and end sessions. Every
 * write goes through the unit of work with its event in the outbox; the
 * gateways push those events to their sockets.
 */
@Injectable()
export class ChatService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async start(input: StartChatRequest): Promise<ChatStarted> {
    const email = normaliseEmail(input.email);
    const text = textOf(input.message);
    const userName = typeof input.userName === 'string' && input.userName.trim()
      ? input.userName.trim().slice(0, CHAT_USER_NAME_MAX_LENGTH) : null;
    return this.unitOfWork.run(async (manager) => {
      const { session, created } = await openSessionFor(manager, email, { userName, openedBy: 'visitor' });
      const message = await postMessage(manager, session, visitorOf(session), textContent(text));
      return { session: toSession(session), message, created };
    });
  }

  async mine(email: string): Promise<ChatSession | null> {
    const [row] = await queryRows<SessionRow>(this.dataSource,
      `SELECT * FROM chat_sessions WHERE user_email = $1 AND status <> 'ended' ORDER BY created_at DESC LIMIT 1`,
      [normaliseEmail(email)]);
    return row ? toSession(row) : null;
  }

  async access(request: ChatSessionRequest): Promise<ChatSession> {
    const row = await visibleSession(this.dataSource.manager, request.sessionId, request.viewer);
    if (request.open && row.status === 'ended') throw serviceError('CONFLICT', CHAT_SESSION_ENDED);
    return toSession(row);
  }

  async list(openOnly: boolean): Promise<ChatSessionSummary[]> {
    const rows = await queryRows<SessionRow & { last_message_at: Date | null; message_count: number }>(this.dataSource,
      `SELECT s.*, m.last_message_at, coalesce(m.message_count, 0)::int AS message_count
       FROM chat_sessions s
       LEFT JOIN LATERAL (
         SELECT max(created_at) AS last_message_at, count(*) AS message_count FROM chat_messages WHERE session_id = s.id
       ) m ON true
       ${openOnly ? `WHERE s.status IN ('waiting', 'active')` : ''}
       ORDER BY s.created_at DESC, s.id DESC`);
    return rows.map((row) => ({
      ...toSession(row),
      lastMessageAt: row.last_message_at ? row.last_message_at.toISOString() : null,
      messageCount: row.message_count,
    }));
  }

  /** Accepts a waiting session; an active one stays as it is; an ended one answers 409. */
  async join(sessionId: string): Promise<ChatSession> {
    return this.unitOfWork.run(async (manager) => {
      const row = await lockedSession(manager, sessionId);
      if (row.status === 'ended') throw serviceError('CONFLICT', CHAT_SESSION_ENDED);
      if (row.status === 'active') return toSession(row);
      const [updated] = await queryRows<SessionRow>(manager,
        `UPDATE chat_sessions SET status = 'active', accepted_at = clock_timestamp() WHERE id = $1 RETURNING *`, [sessionId]);
      const session = toSession(updated);
      await addToOutbox(manager, ChatEvents.sessionAccepted, { sessionId, userEmail: updated.user_email, session } satisfies ChatSessionChangedEvent);
      return session;
    });
  }

  /** Ends a session; ending an ended one changes nothing. */
  async end(sessionId: string): Promise<ChatSession> {
    return this.unitOfWork.run(async (manager) => {
      const row = await lockedSession(manager, sessionId);
      if (row.status === 'ended') return toSession(row);
      const [updated] = await queryRows<SessionRow>(manager,
        `UPDATE chat_sessions SET status = 'ended', ended_at = clock_timestamp() WHERE id = $1 RETURNING *`, [sessionId]);
      const session = toSession(updated);
      await addToOutbox(manager, ChatEvents.sessionEnded, {
        sessionId, userEmail: updated.user_email, endedAt: session.endedAt, session,
      } satisfies ChatSessionEndedEvent);
      return session;
    });
  }

  async messages(request: ChatSessionRequest): Promise<ChatMessage[]> {
    const session = await visibleSession(this.dataSource.manager, request.sessionId, request.viewer);
    const rows = await queryRows<MessageRow>(this.dataSource,
      'SELECT * FROM chat_messages WHERE session_id = $1 ORDER BY created_at, id', [session.id]);
    return rows.map(toMessage);
  }

  /** A message by the session's visitor, or by an admin (stored as the support team's). */
  async send(request: SendChatMessageRequest): Promise<ChatMessage> {
    const content = contentOf(request);
    return this.unitOfWork.run(async (manager) => {
      const session = await visibleSession(manager, request.sessionId, request.viewer, true);
      if (session.status === 'ended') throw serviceError('CONFLICT', CHAT_SESSION_ENDED);
      return postMessage(manager, session, request.viewer.admin ? CHAT_SUPPORT_SENDER : visitorOf(session), content);
    });
  }

  /** An admin writes to a shopper first: her open session (or a new, active one) gets the message. */
  async force(input: ForceChatMessageRequest): Promise<ChatStarted> {
    const email = normaliseEmail(input.email);
    const text = textOf(input.message);
    return this.unitOfWork.run(async (manager) => {
      const { session, created } = await openSessionFor(manager, email, { userName: null, openedBy: 'support' });
      const message = await postMessage(manager, session, CHAT_SUPPORT_SENDER, textContent(text));
      return { session: toSession(session), message, created };
    });
  }
}

/**
 * The visitor's open session, locked; a new one (with its event) when she has
 * none: waiting when she opens it, active when support does.
 */
async function openSessionFor(
  manager: EntityManager, email: string, fresh: { userName: string | null; openedBy: ChatSessionStartedEvent['openedBy'] },
): Promise<{ session: SessionRow; created: boolean }> {
  const status = fresh.openedBy === 'visitor' ? 'waiting' : 'active';
  for (let attempt = 0; attempt < 3; attempt++) {
    const [open] = await queryRows<SessionRow>(manager,
      `SELECT * FROM chat_sessions WHERE user_email = $1 AND status IN ('waiting', 'active') FOR UPDATE`, [email]);
    if (open) {
      if (fresh.userName && fresh.userName !== open.user_name) {
        const [renamed] = await queryRows<SessionRow>(manager,
          'UPDATE chat_sessions SET user_name = $2 WHERE id = $1 RETURNING *', [open.id, fresh.userName]);
        return { session: renamed, created: false };
      }
      return { session: open, created: false };
    }
    const [created] = await queryRows<SessionRow>(manager,
      `INSERT INTO chat_sessions (user_email, user_name, status, accepted_at)
       VALUES ($1, $2, $3, CASE WHEN $3 = 'active' THEN clock_timestamp() END)
       ON CONFLICT (user_email) WHERE status IN ('waiting', 'active') DO NOTHING RETURNING *`,
      [email, fresh.userName, status]);
    if (created) {
      await addToOutbox(manager, ChatEvents.sessionStarted, {
        sessionId: created.id, userEmail: email, session: toSession(created), openedBy: fresh.openedBy,
      } satisfies ChatSessionStartedEvent);
      return { session: created, created: true };
    }
  }
  throw new Error(`Could not open a chat session for ${email}`);
}

async function postMessage(
  manager: EntityManager, session: SessionRow, sender: { name: string; email: string }, content: Content,
): Promise<ChatMessage> {
  const isAdmin = sender === CHAT_SUPPORT_SENDER;
  const [row] = await queryRows<MessageRow>(manager,
    `INSERT INTO chat_messages (session_id, message_type, message, file_url, file_name, file_size, file_duration, is_admin, sender_name, sender_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [session.id, content.messageType, content.message, content.fileUrl, content.fileName, content.fileSize, content.fileDuration,
      isAdmin, sender.name, sender.email]);
  const message = toMessage(row);
  await addToOutbox(manager, ChatEvents.messageSent, { sessionId: session.id, userEmail: session.user_email, message } satisfies ChatMessageSentEvent);
  return message;
}

async function findSession(manager: EntityManager, sessionId: string, lock = false): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw serviceError('NOT_FOUND', 'No chat session with that id');
  const [row] = await queryRows<SessionRow>(manager,
    `SELECT * FROM chat_sessions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [sessionId]);
  if (!row) throw serviceError('NOT_FOUND', 'No chat session with that id');
  return row;
}

const lockedSession = (manager: EntityManager, sessionId: string) => findSession(manager, sessionId, true);

/** A visitor sees only her own sessions (403); admins see any. */
async function visibleSession(manager: EntityManager, sessionId: string, viewer: ChatViewer, lock = false): Promise<SessionRow> {
  const row = await findSession(manager, sessionId, lock);
  if (!viewer?.admin && (!viewer?.email || normaliseEmail(viewer.email) !== row.user_email)) {
    throw serviceError('FORBIDDEN', 'This is not your chat session');
  }
  return row;
}

function normaliseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) throw serviceError('BAD_REQUEST', 'email must be a valid e-mail address');
  return email;
}

function textOf(value: unknown): string {
  const problem = chatMessageProblem(value);
  if (problem) throw serviceError('BAD_REQUEST', problem);
  return (value as string).trim();
}

function textContent(text: string): Content {
  return { messageType: 'text', message: text, fileUrl: null, fileName: null, fileSize: null, fileDuration: null };
}

const VOICE_FILE = /\.(ogg|oga|webm|weba|mp3|m4a|aac|wav|opus)$/i;

/**
 * A text needs its words; a file message its stored address (a caption is
 * optional). `media` (docs/product/engagement.md §3: "text or media") is an image or a
 * voice note, told apart by the file's extension (docs/product/back-office.md §3).
 */
function contentOf(request: SendChatMessageRequest): Content {
  const given = request.messageType === 'media'
    ? (typeof request.fileUrl === 'string' && VOICE_FILE.test(request.fileUrl) ? 'voice' : 'image')
    : request.messageType;
  const type = given ?? (request.fileUrl ? 'image' : 'text');
  if (!(CHAT_MESSAGE_TYPES as readonly string[]).includes(type)) throw serviceError('BAD_REQUEST', 'messageType must be text, media, image or voice');
  if (type === 'text') return textContent(textOf(request.message));
  if (typeof request.fileUrl !== 'string' || !/^\/uploads\/chat\/[a-z0-9-]+\.[a-z0-9]+$/i.test(request.fileUrl)) {
    throw serviceError('BAD_REQUEST', 'fileUrl must be the address of a chat upload (/uploads/chat/…)');
  }
  const caption = typeof request.message === 'string' && request.message.trim() ? textOf(request.message) : null;
  return {
    messageType: type,
    message: caption,
    fileUrl: request.fileUrl,
    fileName: typeof request.fileName === 'string' ? request.fileName.slice(0, 255) : null,
    fileSize: Number.isInteger(request.fileSize) ? request.fileSize! : null,
    fileDuration: typeof request.fileDuration === 'number' && Number.isFinite(request.fileDuration) && request.fileDuration >= 0
      ? request.fileDuration : null,
  };
}

function visitorOf(session: SessionRow): { name: string; email: string } {
  return { name: displayName(session), email: session.user_email };
}

function displayName(row: SessionRow): string {
  return row.user_name || row.user_email.split('@')[0];
}

function toSession(row: SessionRow): ChatSession {
  return {
    id: row.id,
    userEmail: row.user_email,
    userName: displayName(row),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    acceptedAt: row.accepted_at ? row.accepted_at.toISOString() : null,
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
  };
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.session_id,
    messageType: row.message_type,
    message: row.message,
    fileUrl: row.file_url,
    fileName: row.file_name,
    fileSize: row.file_size,
    fileDuration: row.file_duration,
    isAdmin: row.is_admin,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    createdAt: row.created_at.toISOString(),
  };
}
