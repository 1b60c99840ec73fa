/**
 * Shopper sessions (docs/rules.md §4): each sign-in opens a session kept by
 * engagement; the browser's cookie holds only its random token. A session is
 * verified once its e-mailed code was entered. Signing out ends it, so a
 * copied cookie stops working.
 */
export const SHOPPER_SESSION_DAYS = 30;

export const ShopperSessionPatterns = {
  /** Signs in: upserts the user and opens (or keeps) a session; answers the session with its token. */
  open: 'engagement.shopper-session.open',
  /** A token to its live session, or null. */
  resolve: 'engagement.shopper-session.resolve',
  end: 'engagement.shopper-session.end',
} as const;

/**
 * Who a shopper request is: her e-mail, the session's own id (what it created
 * is marked with it) and whether the session was verified by an e-mailed code.
 */
export interface ShopperScope {
  email: string;
  sessionId: string;
  verified: boolean;
}

export interface LiveShopperSession extends ShopperScope {
  expiresAt: string;
}

export interface OpenedShopperSession {
  user: { id: string; email: string; isNew: boolean };
  session: LiveShopperSession;
  /** The cookie's value: random, new at every sign-in, shown once, stored only as a hash. */
  token: string;
}

/** `R`: the registration fields of POST /api/users (RegisterUserDto on the servers, which this browser-safe file does not import). */
export interface OpenShopperSessionRequest<R extends { email: string } = { email: string }> {
  registration: R;
  /** The token the browser already holds: its session is kept (under a new token) when it is a live session of the same e-mail. */
  currentToken: string | null;
}
