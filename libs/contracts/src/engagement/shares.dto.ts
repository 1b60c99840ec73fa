import { Transform, Type } from 'class-transformer';
import { IsOptional, isURL, ValidateNested } from 'class-validator';
import { isUuid } from '../params';
import { IsTrueOrFalse, Optional, OptionalWhenBlank, Rule, ShopEmail, Text } from '../validation/field-rules';
import { GIVEAWAY_TEXT_MAX_LENGTH } from './giveaways';
import { isSharePlatform, SHARE_PLATFORMS, SHARE_TEXT_MAX_LENGTH, SHARE_URL_MAX_LENGTH } from './shares';

// Shares' request bodies, validated by the gateway (values and answers: shares.ts). The 5-share verification
// rule needs the shopper's share count, so engagement checks it on the stored shares.

/** An http(s) address of at most SHARE_URL_MAX_LENGTH characters, one message naming the field. */
const WebAddress = (field: string) =>
  Rule('isWebAddress', (value) =>
    typeof value === 'string' && value.length <= SHARE_URL_MAX_LENGTH && isURL(value.trim(), { protocols: ['http', 'https'], require_protocol: true })
      ? null
      : `${field} must be a web address (https://…) of at most ${SHARE_URL_MAX_LENGTH} characters`,
  );

const Platform = () =>
  Rule('isSharePlatform', (value) =>
    isSharePlatform(typeof value === 'string' ? value.trim().toLowerCase() : value) ? null : `platform must be one of ${SHARE_PLATFORMS.join(', ')}`,
  );

export class ShareVerificationDataDto {
  @OptionalWhenBlank()
  @WebAddress('verificationData.profileUrl')
  profileUrl?: string;

  /** When the browser saw the share: ISO text or epoch milliseconds (kept as text). */
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @IsOptional()
  @Text(100)
  timestamp?: string;

  @IsOptional()
  @Text(1_000)
  userAgent?: string;

  @Optional()
  @IsTrueOrFalse('verificationData.platformOpened')
  platformOpened?: boolean;

  @Optional()
  @IsTrueOrFalse('verificationData.verificationRequired')
  verificationRequired?: boolean;
}

/** POST /api/giveaways/{id}/share: the session's own e-mail, a known platform and the text shared. */
export class ShareGiveawayDto {
  @ShopEmail()
  userEmail: string;

  @Platform()
  platform: string;

  @IsOptional()
  @Text(SHARE_TEXT_MAX_LENGTH)
  shareText?: string;
}

/** POST /api/giveaway-shares: the documented share with its link, what the browser saw, and Use Now or Save for Future. */
export class GiveawayShareDto extends ShareGiveawayDto {
  @Rule('isGiveawayId', (value) => (isUuid(value) ? null : 'giveawayId must be a giveaway id'))
  giveawayId: string;

  @OptionalWhenBlank()
  @WebAddress('shareUrl')
  shareUrl?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ShareVerificationDataDto)
  verificationData?: ShareVerificationDataDto;

  @OptionalWhenBlank()
  @IsTrueOrFalse('saveForLater')
  saveForLater?: boolean;
}

/** GET /api/admin/share-entries: optionally one status ('decided': approved or rejected, latest first). */
export class ShareEntriesQueryDto {
  @Optional()
  @Rule('isShareStatus', (value) =>
    ['pending', 'approved', 'rejected', 'decided'].includes(value as string) ? null : 'status must be pending, approved, rejected or decided',
  )
  status?: 'pending' | 'approved' | 'rejected' | 'decided';
}

/** POST|PATCH /api/giveaways/{id}/approve-share-content: the texts as the admin edited them; absent ones keep the generated text. */
export class ApprovedShareContentDto {
  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  instagramShareText?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  facebookShareText?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  tiktokShareText?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  shareText?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  sharingGuide?: string;
}

export class ApproveShareContentDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => ApprovedShareContentDto)
  approvedContent?: ApprovedShareContentDto;
}
