import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../validation';
import { ShopEmail } from '../field-rules';

export const UserPatterns = {
  register: 'engagement.user.register',
  recordActivity: 'engagement.user.record-activity',
  requestVerificationCode: 'engagement.verification.request',
  verifyCode: 'engagement.verification.verify',
} as const;

export const UserEvents = {
  registered: 'user.registered',
  activityRecorded: 'user-activity.recorded',
} as const;

/** POST /api/users — shopper-core.md §3 "User registration payload". */
export class RegisterUserDto {
  @ShopEmail()
  email: string;

  @IsOptional() @IsString() @MaxLength(50)
  deviceType?: string;

  @IsOptional() @IsString() @MaxLength(1000)
  browserInfo?: string;

  @IsOptional() @IsString() @MaxLength(50)
  screenResolution?: string;

  @IsOptional() @IsString() @MaxLength(100)
  timezone?: string;

  @IsOptional() @IsString() @MaxLength(1000)
  referralSource?: string;

  @IsOptional() @IsString() @MaxLength(200)
  deviceId?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(100)
  referralCode?: string;
}

export interface RegisteredUser {
  id: string;
  email: string;
  createdAt: string;
  isNew: boolean;
}

export const ACTIVITY_TYPES = ['page_view', 'parachute_click'] as const;

/** POST /api/users/activity — shopper-core.md §3 "User activity". */
export class RecordActivityDto {
  @ShopEmail()
  email: string;

  @IsIn(ACTIVITY_TYPES, { message: `activityType must be one of: ${ACTIVITY_TYPES.join(', ')}` })
  activityType: (typeof ACTIVITY_TYPES)[number];

  @IsOptional() @IsString() @MaxLength(1000)
  description?: string;

  @IsOptional() @IsString() @MaxLength(500)
  pagePath?: string;

  /** Seconds; a fraction is rounded to the nearest second. */
  @IsOptional() @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : value))
  @IsInt({ message: 'timeSpent must be a number of seconds' }) @Min(0) @Max(86_400 * 30)
  timeSpent?: number;

  @IsOptional() @IsObject()
  metadata?: Record<string, unknown>;

  @IsOptional() @IsString() @MaxLength(50)
  deviceUsed?: string;
}

/** POST /api/users/verify */
export class VerifyCodeDto {
  @Trim()
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits from the e-mail' })
  code: string;
}

export interface VerificationRequest {
  email: string;
}
export interface VerificationAttempt {
  email: string;
  code: string;
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

/** Verification codes (decisions.md §4). */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
