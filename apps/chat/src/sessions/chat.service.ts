import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CHAT_MESSAGE_TYPES,
  CHAT_SESSION_ENDED,
  CHAT_SUPPORT_SENDER,
  CHAT_USER_NAME_MAX_LENGTH,
  ChatEvents,
  ChatMessage,
  ChatMessageSentEvent,
  ChatMessageType,
  chatMessageProblem,
  ChatSession,
  ChatSessionChangedEvent,
  ChatSessionEndedEvent,
  ChatSessionRequest,
  ChatSessionStartedEvent,
  ChatSessionSummary,
  ChatStarted,
  ChatViewer,
  ChatVisitor,
  ForceChatMessageRequest,
  MyChatRequest,
  SendChatMessageRequest,
  StartChatRequest,
  isUuid,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { ChatMessageRow } from './chat-message-row';
import { ChatSessionRow, ChatSessionSummaryRow } from './chat-session-row';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Content {
  messageType: ChatMessageType;
  message: string | null;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileDuration: number | null;
}

/**
 * Chat sessions and messages (docs/product/engagement.md §3, docs/product/back-office.md §2.4). A visitor is
 * her shopper session: its e-mail, its id and whether it is verified. A
 * verified session sees every conversation of her e-mail; an unverified one
 * only those it opened itself (docs/rules.md §4), so an e-mail may have more
 * than one open conversation. Her first message opens one, later ones join
 * the one `mine` names (conversationFor). Admins accept
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
    const visitor = visitorOf(input.visitor);
    const text = textOf(input.message);
    const userName = typeof input.userName === 'string' && input.userName.trim() ? input.userName.trim().slice(0, CHAT_USER_NAME_MAX_LENGTH) : null;
    return this.unitOfWork.run(async (manager) => {
      const { session, created } = await openSessionFor(manager, visitor.email, { userName, visitor });
      const message = await postMessage(manager, session, senderOf(session), textContent(text));
      return { session: toSession(session), message, created };
    });
  }

  async mine(input: MyChatRequest): Promise<ChatSession | null> {
    const row = await conversationFor(this.dataSource.manager, visitorOf(input?.visitor));
    return row ? toSession(row) : null;
  }

  async access(request: ChatSessionRequest): Promise<ChatSession> {
    const row = await visibleSession(this.dataSource.manager, request.sessionId, request.viewer);
    if (request.open && row.status === 'ended') throw serviceError('CHAT_ENDED', CHAT_SESSION_ENDED);
    return toSession(row);
  }

  async list(openOnly: boolean): Promise<ChatSessionSummary[]> {
    const rows = await queryRows<ChatSessionSummaryRow>(
      this.dataSource,
      `SELECT s.*, m.last_message_at, coalesce(m.message_count, 0)::int AS message_count
       FROM chat_sessions s
       LEFT JOIN LATERAL (
         SELECT max(created_at) AS last_message_at, count(*) AS message_count FROM chat_messages WHERE session_id = s.id
       ) m ON true
       ${openOnly ? `WHERE s.status IN ('waiting', 'active')` : ''}
       ORDER BY s.created_at DESC, s.id DESC`,
    );
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
      if (row.status === 'ended') throw serviceError('CHAT_ENDED', CHAT_SESSION_ENDED);
      if (row.status === 'active') return toSession(row);
      const [updated] = await queryRows<ChatSessionRow>(
        manager,
        `UPDATE chat_sessions SET status = 'active', accepted_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [sessionId],
      );
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
      const [updated] = await queryRows<ChatSessionRow>(
        manager,
        `UPDATE chat_sessions SET status = 'ended', ended_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [sessionId],
      );
      const session = toSession(updated);
      await addToOutbox(manager, ChatEvents.sessionEnded, {
        sessionId,
        userEmail: updated.user_email,
        endedAt: session.endedAt,
        session,
      } satisfies ChatSessionEndedEvent);
      return session;
    });
  }

  async messages(request: ChatSessionRequest): Promise<ChatMessage[]> {
    const session = await visibleSession(this.dataSource.manager, request.sessionId, request.viewer);
    const rows = await queryRows<ChatMessageRow>(this.dataSource, 'SELECT * FROM chat_messages WHERE session_id = $1 ORDER BY created_at, id', [
      session.id,
    ]);
    return rows.map(toMessage);
  }

  /** A message by the session's visitor, or by an admin (stored as the support team's). */
  async send(request: SendChatMessageRequest): Promise<ChatMessage> {
    const content = contentOf(request);
    return this.unitOfWork.run(async (manager) => {
      const found = await visibleSession(manager, request.sessionId, request.viewer, true);
      if (found.status === 'ended') throw serviceError('CHAT_ENDED', CHAT_SESSION_ENDED);
      const session = request.viewer.admin ? found : await claimIfVerified(manager, found, visitorOf(request.viewer));
      return postMessage(manager, session, request.viewer.admin ? CHAT_SUPPORT_SENDER : senderOf(session), content);
    });
  }

  /**
   * An admin writes to a shopper first: the newest open conversation of her account (not one an
   * unverified session opened, which only that session reads), or a new, active one.
   */
  async force(input: ForceChatMessageRequest): Promise<ChatStarted> {
    const email = normaliseEmail(input.email);
    const text = textOf(input.message);
    return this.unitOfWork.run(async (manager) => {
      const { session, created } = await openSessionFor(manager, email, { userName: null, visitor: null });
      const message = await postMessage(manager, session, CHAT_SUPPORT_SENDER, textContent(text));
      return { session: toSession(session), message, created };
    });
  }
}

/**
 * The open conversation a visitor writes into when she names none (and `mine` shows): the one her
 * shopper session opened; for a verified session, else the newest of her account's — never one
 * another unverified session opened, which that session reads. Support (visitor null) takes the
 * newest of the account's.
 */
async function conversationFor(
  manager: EntityManager,
  visitor: ChatVisitor | null,
  email = visitor?.email,
  lock = false,
): Promise<ChatSessionRow | null> {
  const [row] = await queryRows<ChatSessionRow>(
    manager,
    `SELECT * FROM chat_sessions
     WHERE user_email = $1 AND status IN ('waiting', 'active')
       AND (opened_by_session = $2 OR ($3 AND NOT opened_unverified))
     ORDER BY coalesce(opened_by_session = $2, false) DESC, created_at DESC, id DESC
     LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [email, visitor?.sessionId ?? null, visitor ? visitor.verified : true],
  );
  return row ?? null;
}

/**
 * The conversation a message without a session id goes to, locked; a new one
 * (with its event) when there is none: waiting when the visitor opens it,
 * active when support (visitor null) does. Openings for one e-mail take turns.
 */
async function openSessionFor(
  manager: EntityManager,
  email: string,
  fresh: { userName: string | null; visitor: ChatVisitor | null },
): Promise<{ session: ChatSessionRow; created: boolean }> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat.open-session:${email}`]);
  const open = await conversationFor(manager, fresh.visitor, email, true);
  if (open) {
    let session = fresh.visitor ? await claimIfVerified(manager, open, fresh.visitor) : open;
    if (fresh.userName && fresh.userName !== session.user_name) {
      [session] = await queryRows<ChatSessionRow>(manager, 'UPDATE chat_sessions SET user_name = $2 WHERE id = $1 RETURNING *', [
        session.id,
        fresh.userName,
      ]);
    }
    return { session, created: false };
  }
  const openedBy: ChatSessionStartedEvent['openedBy'] = fresh.visitor ? 'visitor' : 'support';
  const [created] = await queryRows<ChatSessionRow>(
    manager,
    `INSERT INTO chat_sessions (user_email, user_name, status, accepted_at, opened_by_session, opened_unverified)
     VALUES ($1, $2, $3, CASE WHEN $3 = 'active' THEN clock_timestamp() END, $4, $5) RETURNING *`,
    [
      email,
      fresh.userName,
      openedBy === 'visitor' ? 'waiting' : 'active',
      fresh.visitor?.sessionId ?? null,
      fresh.visitor ? !fresh.visitor.verified : false,
    ],
  );
  await addToOutbox(manager, ChatEvents.sessionStarted, {
    sessionId: created.id,
    userEmail: email,
    session: toSession(created),
    openedBy,
  } satisfies ChatSessionStartedEvent);
  return { session: created, created: true };
}

/** Its opener writing once verified makes a conversation her account's (other verified sessions and support join it then). */
async function claimIfVerified(manager: EntityManager, row: ChatSessionRow, visitor: ChatVisitor): Promise<ChatSessionRow> {
  if (!row.opened_unverified || !visitor.verified || row.opened_by_session !== visitor.sessionId) return row;
  const [claimed] = await queryRows<ChatSessionRow>(manager, 'UPDATE chat_sessions SET opened_unverified = false WHERE id = $1 RETURNING *', [
    row.id,
  ]);
  return claimed;
}

async function postMessage(
  manager: EntityManager,
  session: ChatSessionRow,
  sender: { name: string; email: string },
  content: Content,
): Promise<ChatMessage> {
  const isAdmin = sender === CHAT_SUPPORT_SENDER;
  const [row] = await queryRows<ChatMessageRow>(
    manager,
    `INSERT INTO chat_messages (session_id, message_type, message, file_url, file_name, file_size, file_duration, is_admin, sender_name, sender_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      session.id,
      content.messageType,
      content.message,
      content.fileUrl,
      content.fileName,
      content.fileSize,
      content.fileDuration,
      isAdmin,
      sender.name,
      sender.email,
    ],
  );
  const message = toMessage(row);
  await addToOutbox(manager, ChatEvents.messageSent, {
    sessionId: session.id,
    userEmail: session.user_email,
    message,
  } satisfies ChatMessageSentEvent);
  return message;
}

async function findSession(manager: EntityManager, sessionId: string, lock = false): Promise<ChatSessionRow> {
  if (!isUuid(sessionId)) throw serviceError('NOT_FOUND', 'No chat session with that id');
  const [row] = await queryRows<ChatSessionRow>(manager, `SELECT * FROM chat_sessions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [sessionId]);
  if (!row) throw serviceError('NOT_FOUND', 'No chat session with that id');
  return row;
}

const lockedSession = (manager: EntityManager, sessionId: string) => findSession(manager, sessionId, true);

/**
 * Admins see any session. A verified visitor sees every session of her e-mail; an unverified one
 * only those her shopper session opened (docs/rules.md §4). Anything else: 403, as for another's.
 */
async function visibleSession(manager: EntityManager, sessionId: string, viewer: ChatViewer, lock = false): Promise<ChatSessionRow> {
  const row = await findSession(manager, sessionId, lock);
  if (viewer?.admin === true) return row;
  const visitor = visitorOf(viewer);
  if (visitor.email !== row.user_email || (!visitor.verified && row.opened_by_session !== visitor.sessionId)) {
    throw serviceError('NOT_YOURS', 'This is not your chat session');
  }
  return row;
}

/** The visitor as the gateway sent her: a valid e-mail and session id, and whether that session is verified. */
function visitorOf(value: Partial<ChatVisitor> | null | undefined): ChatVisitor {
  const email = normaliseEmail(value?.email);
  if (!isUuid(value?.sessionId)) throw serviceError('BAD_REQUEST', 'sessionId must be the shopper session id');
  return { email, sessionId: value.sessionId, verified: value.verified === true };
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
  const given =
    request.messageType === 'media'
      ? typeof request.fileUrl === 'string' && VOICE_FILE.test(request.fileUrl)
        ? 'voice'
        : 'image'
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
    fileDuration:
      typeof request.fileDuration === 'number' && Number.isFinite(request.fileDuration) && request.fileDuration >= 0 ? request.fileDuration : null,
  };
}

function senderOf(session: ChatSessionRow): { name: string; email: string } {
  return { name: displayName(session), email: session.user_email };
}

function displayName(row: ChatSessionRow): string {
  return row.user_name || row.user_email.split('@')[0];
}

function toSession(row: ChatSessionRow): ChatSession {
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

function toMessage(row: ChatMessageRow): ChatMessage {
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
