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
