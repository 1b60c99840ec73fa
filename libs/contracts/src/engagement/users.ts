export const UserPatterns = {
  recordActivity: 'engagement.user.record-activity',
  requestVerificationCode: 'engagement.verification.request',
  verifyCode: 'engagement.verification.verify',
} as const;

export const UserEvents = {
  registered: 'user.registered',
  activityRecorded: 'user-activity.recorded',
} as const;

export interface RegisteredUser {
  id: string;
  email: string;
  createdAt: string;
  isNew: boolean;
}

/** `lesson_view`: a Learning Hub lesson opened; its metadata names the lesson (admin-reporting/analytics.ts LessonViewMetadata). */
export const ACTIVITY_TYPES = ['page_view', 'parachute_click', 'lesson_view'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface VerificationRequest {
  email: string;
}
export interface VerificationAttempt {
  email: string;
  code: string;
  /** The session the right code verifies. */
  sessionId: string;
}

export interface UserRegisteredEvent {
  userId: string;
  email: string;
  createdAt: string;
  deviceType: string | null;
  referralCode: string | null;
}

export interface UserActivityRecordedEvent {
  email: string;
  activityType: string;
  description: string | null;
  pagePath: string | null;
  timeSpent: number | null;
  metadata: Record<string, unknown> | null;
  deviceUsed: string | null;
  createdAt: string;
}

/** Verification codes (docs/rules.md §4): six digits, as the e-mail gives them. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/**
 * Wrong codes are counted per person (canonical e-mail) across all her sessions: the one that makes this many in an hour
 * locks her verification for VERIFICATION_LOCK_MINUTES (docs/rules.md §4), and she is told by e-mail.
 */
export const VERIFICATION_WRONG_CODES_PER_HOUR = 10;
export const VERIFICATION_LOCK_MINUTES = 60;
/** Code e-mails per person (canonical e-mail): at most `max` in `minutes`, for both windows at once. */
export const VERIFICATION_CODE_MAILS_SHORT = { max: 3, minutes: 10 } as const;
export const VERIFICATION_CODE_MAILS_DAILY = { max: 10, minutes: 24 * 60 } as const;

/** "1 minute", "7 minutes", up to an hour; beyond it whole hours, rounded up. */
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export const codeMailsLimitedMessage = (retryAfterSeconds: number) =>
  `Too many codes requested for this e-mail. Try again in ${waitPhrase(retryAfterSeconds)}.`;

export const verificationLockedMessage = (retryAfterSeconds: number) =>
  `Too many wrong codes were entered for this e-mail, so verifying it is locked for now. Try again in ${waitPhrase(retryAfterSeconds)}.`;

/** A request the account's own limits refused: answered 429 with a Retry-After of this many seconds. */
export interface VerificationRefused {
  refused: 'RATE_LIMITED';
  message: string;
  retryAfterSeconds: number;
}

export type VerificationCodeAnswer = { sent: true; expiresInMinutes: number } | VerificationRefused;

/** The right code: the session is verified and gets a new token (the old cookie stops working). */
export type VerificationAnswer = { verified: true; token: string } | VerificationRefused;
