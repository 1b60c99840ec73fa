export const SERVICE_NAMES = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const healthPattern = <S extends ServiceName>(service: S) => `${service}.health` as const;

export interface ServiceHealth {
  service: ServiceName;
  status: 'up';
  database: 'up';
}

/**
 * The gateway's limits that protect accounts (admin sign-in, code attempts)
 * are counted by the service that owns the account, in its database, so every
 * gateway instance shares one count (docs/rules.md §4).
 */
export const attemptCountPattern = <S extends ServiceName>(service: S) => `${service}.attempts.count` as const;

/** One more attempt under `key` for the limit `scope`, in a fixed window of `windowMs` that starts with the first. */
export interface AttemptCountRequest {
  scope: string;
  key: string;
  windowMs: number;
}

/** The attempts made in the current window, this one included, and when that window ends. */
export interface AttemptCount {
  attempts: number;
  retryAfterMs: number;
}
