/**
 * The live chat's socket.io event names (docs/product/engagement.md "Visitor live chat
 * panel"; docs/product/back-office.md §2.4) and the bus subjects the gateways use to fan them
 * out to each other. Browser-safe: the web app imports these as values.
 */
export const ChatSocketEvents = {
  // ---- client → server ----
  /** `{sessionId}`: follow a session's room (the visitor's own, or any for an admin). */
  joinSession: 'join_session',
  /** `{sessionId, message}`: a text message into a session. */
  sendMessage: 'send_message',
  /** Both ways: `{sessionId?, data: {senderEmail, isTyping}}`. */
  typing: 'typing',
  // ---- server → client ----
  /** `{data: ChatMessage}`. */
  newMessage: 'new_message',
  /** `{data: {session}}`: an administrator accepted the session. */
  adminJoined: 'admin_joined',
  /** `{data: {session}}`. */
  sessionEnded: 'session_ended',
  /** `{sessionId, data: {status, sessionId}}`. */
  sessionStatusUpdated: 'session_status_updated',
  /** `{data: {isAvailable}}`: whether any administrator is connected. */
  adminAvailabilityChanged: 'admin_availability_changed',
  /** `{data: {session}}`, to administrators: a visitor's first message opened a session. */
  newChatSession: 'new_chat_session',
  /** `{message}`: a refused socket message (not signed in, not allowed, invalid). */
  error: 'error',
} as const;

export type ChatSocketEvent = (typeof ChatSocketEvents)[keyof typeof ChatSocketEvents];

/** Events a client sends. */
export type ChatClientEvent = typeof ChatSocketEvents.joinSession | typeof ChatSocketEvents.sendMessage | typeof ChatSocketEvents.typing;

/** Events the server pushes (besides `error`). */
export type ChatServerEvent = Exclude<ChatSocketEvent, ChatClientEvent | typeof ChatSocketEvents.error> | typeof ChatSocketEvents.typing;

/** Bus subjects between gateway instances (distributed mode). */
export const ChatSubjects = {
  /** A socket event to emit to rooms on every gateway. */
  fanout: 'chat.fanout',
  /** An administrator connected or left on some gateway. */
  presence: 'chat.presence',
} as const;
