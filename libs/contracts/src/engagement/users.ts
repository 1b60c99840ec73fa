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
