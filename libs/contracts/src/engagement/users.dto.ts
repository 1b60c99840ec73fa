import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../validation/transforms';
import { FreeFormObject, ShopEmail } from '../validation/field-rules';
import { ACTIVITY_TYPES, ActivityType, VERIFICATION_CODE_PATTERN } from './users';

// Shoppers' request bodies, validated by the gateway (values and answers: users.ts).

/** POST /api/users — docs/product/shopper.md §3 "User registration payload". */
export class RegisterUserDto {
  @ShopEmail()
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  deviceType?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  browserInfo?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  screenResolution?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  timezone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  referralSource?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  deviceId?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  referralCode?: string;
}

/** POST /api/users/activity — docs/product/shopper.md §3 "User activity". */
export class RecordActivityDto {
  @ShopEmail()
  email: string;

  @IsIn(ACTIVITY_TYPES, { message: `activityType must be one of: ${ACTIVITY_TYPES.join(', ')}` })
  activityType: ActivityType;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  pagePath?: string;

  /** Seconds; a fraction is rounded to the nearest second. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : value))
  @IsInt({ message: 'timeSpent must be a number of seconds' })
  @Min(0)
  @Max(86_400 * 30)
  timeSpent?: number;

  /** Anything the page wants to record, within MAX_FREE_FORM_FIELDS fields and MAX_FREE_FORM_BYTES (bounds.ts). */
  @IsOptional()
  @FreeFormObject('metadata')
  metadata?: Record<string, unknown>;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  deviceUsed?: string;
}

/** POST /api/users/verify */
export class VerifyCodeDto {
  @Trim()
  @IsString()
  @Matches(VERIFICATION_CODE_PATTERN, { message: 'code must be the 6 digits from the e-mail' })
  code: string;
}
