import { ValidateIf } from 'class-validator';
import { COUPON_CODE_MAX_LENGTH } from '../commerce/coupons';
import { MAX_MONEY_DOLLARS } from '../bounds';
import { allOf, Optional, PagingLimit, PagingOffset, Rule, ShopEmail, Text } from '../validation/field-rules';
import { Trim } from '../validation/transforms';
import {
  COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH,
  COMMISSION_SETTING_NAME_MAX_LENGTH,
  REFERRAL_CODE_SHAPE,
  REFERRAL_LINK_NAME_MAX_LENGTH,
  REFERRAL_TIER_TEXT_MAX_LENGTH,
  REFERRAL_TRANSACTIONS_PAGE_MAX,
} from './referrals';

// Referrals' and commission settings' request bodies, validated by the gateway (values and answers: referrals.ts).
// validUntil after validFrom, min below max of a tier and the link limit are checked by engagement on what it stores.

/** A percent from 0 to 100 with at most 2 decimals (docs/product/back-office.md "Commission form": step 0.01). */
export function percentProblem(field: string, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return `${field} must be a percent from 0 to 100`;
  if (!/^\d+(\.\d{1,2})?$/.test(String(value))) return `${field} must have at most 2 decimals`;
  return null;
}

const Percent = (field: string) => Rule('isPercent', (value) => percentProblem(field, value));

/** An ISO 8601 date (a day, read as its start in UTC) or date and time with an offset. */
const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const Moment = (field: string) =>
  Rule('isMoment', (value) =>
    typeof value === 'string' && DAY_OR_INSTANT.test(value) && !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value))
      ? null
      : `${field} must be an ISO 8601 date, e.g. 2025-11-28 or 2025-11-28T09:00:00Z`,
  );

/** Dollars from 0 to MAX_MONEY_DOLLARS with at most 2 decimals. */
const Dollars = (field: string) =>
  Rule('isDollars', (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_MONEY_DOLLARS && /^\d+(\.\d{1,2})?$/.test(String(value))
      ? null
      : `${field} must be an amount of dollars from 0 to ${MAX_MONEY_DOLLARS} with at most 2 decimals`,
  );

/** POST /api/referrals/create (docs/product/engagement.md §5 "Referral link"): a name, trimmed; an optional coupon. */
export class CreateReferralLinkDto {
  @ShopEmail()
  userEmail: string;

  /** Missing or blank passes here: the gateway answers it with the documented sentence alone, not prefixed by the field. */
  @allOf(
    Trim(),
    Rule('isReferralLinkName', (value) => {
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string') return 'name must be text';
      return value.length > REFERRAL_LINK_NAME_MAX_LENGTH ? `name must be at most ${REFERRAL_LINK_NAME_MAX_LENGTH} characters` : null;
    }),
  )
  name?: string | null;

  /** Blank or null: no coupon. */
  @ValidateIf((_, value) => value !== undefined && value !== null && value !== '')
  @Text(COUPON_CODE_MAX_LENGTH)
  couponCode?: string | null;
}

/** DELETE /api/referrals/{id}: body `userEmail`, the session's own. */
export class DeleteReferralLinkDto {
  @ShopEmail()
  userEmail: string;
}

/** POST /api/referrals/click (our addition): the code a shared link carried. */
export class ReferralClickDto {
  @allOf(
    Trim(),
    Rule('isReferralCode', (value) =>
      typeof value === 'string' && REFERRAL_CODE_SHAPE.test(value) ? null : 'code must be a referral code (letters, digits, - and _, at most 64)',
    ),
  )
  code: string;
}

/** GET /api/referrals/dashboard?userEmail= (or ?email=); with neither, the session's own e-mail. */
export class ReferralDashboardQueryDto {
  @Optional()
  @ShopEmail()
  userEmail?: string;

  @Optional()
  @ShopEmail()
  email?: string;
}

/** PUT /api/admin/referral-tiers/{id}: the fields sent change; dollars for the monthly range, null max for the top tier. */
export class UpdateReferralTierDto {
  @Optional()
  @Text(REFERRAL_TIER_TEXT_MAX_LENGTH, { notBlank: true })
  tierName?: string;

  @Optional()
  @Text(16, { notBlank: true })
  tierEmoji?: string;

  @Optional()
  @Trim()
  @Rule('isColour', (value) => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'tierColor must be a colour like #6b8f5e'))
  tierColor?: string;

  @Optional()
  @Text(REFERRAL_TIER_TEXT_MAX_LENGTH)
  tierDescription?: string;

  @Optional()
  @Percent('storeCreditPercentage')
  storeCreditPercentage?: number;

  @Optional()
  @Dollars('minMonthlySales')
  minMonthlySales?: number;

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Dollars('maxMonthlySales')
  maxMonthlySales?: number | null;
}

/** POST /api/admin/commission-settings (docs/product/back-office.md §2.6, §5 "Commission form"). */
export class CreateCommissionSettingDto {
  @Text(COMMISSION_SETTING_NAME_MAX_LENGTH, { required: true })
  name: string;

  @Rule('isRate', (value) => (value === undefined || value === null ? 'rate is required' : percentProblem('rate', value)))
  rate: number;

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Text(COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH)
  description?: string | null;

  /** Left out: today (UTC). */
  @Moment('validFrom')
  validFrom: string = new Date().toISOString().slice(0, 10);

  /** null or absent: open-ended. */
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Moment('validUntil')
  validUntil?: string | null;
}

/** GET /api/admin/referral-transactions?limit&offset (and /api/admin/referrals/all-transactions): newest first. */
export class ReferralTransactionsQueryDto {
  @PagingLimit(REFERRAL_TRANSACTIONS_PAGE_MAX)
  limit?: number;

  @PagingOffset()
  offset?: number;
}
