export const AdminPatterns = {
  login: 'admin-reporting.admin.login',
  resolveSession: 'admin-reporting.admin.resolve-session',
  logout: 'admin-reporting.admin.logout',
  ensureFirstAdmin: 'admin-reporting.admin.ensure-first',
} as const;

export interface AdminProfile {
  id: string;
  email: string;
  name: string;
}

/** The sign-in the gateway forwards: the validated body plus the caller's address (for the owner's lock e-mail). */
export interface AdminLoginRequest {
  email: string;
  password: string;
  ip: string;
}

export interface AdminLoginResult {
  admin: AdminProfile;
  /** The opaque session token the gateway puts in the admin cookie. */
  token: string;
  expiresAt: string;
}

export interface EnsureFirstAdminRequest {
  email?: string;
  password?: string;
}

export interface EnsureFirstAdminResult {
  /** Set only when an admin was created now with a generated password. */
  created: boolean;
  email: string;
  generatedPassword: string | null;
}

/** Admin sessions last 12 hours. */
export const ADMIN_SESSION_HOURS = 12;

/**
 * Per-account sign-in protection (docs/rules.md §4), counted by admin-reporting
 * whichever gateway or address the guesses come from: this many wrong
 * passwords in a row lock the account (an unknown e-mail alike).
 */
export const ADMIN_LOCKOUT_FAILURES = 10;
/** The first lock; each further lock before a successful sign-in lasts twice as long, up to the cap. */
export const ADMIN_LOCKOUT_FIRST_MINUTES = 15;
export const ADMIN_LOCKOUT_MAX_MINUTES = 24 * 60;
/** Distinct addresses remembered per lock for the owner's e-mail. */
export const ADMIN_LOCKOUT_ADDRESSES_KEPT = 20;

export function adminLockedMessage(minutesLeft: number): string {
  return `Too many failed sign-ins for this account. Try again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}.`;
}
