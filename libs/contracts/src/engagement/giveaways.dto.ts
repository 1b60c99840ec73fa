import { IsOptional, ValidateIf } from 'class-validator';
import { IsInstant } from '../catalog/sale-timers.dto';
import { isUuid } from '../params';
import { IsTrueOrFalse, Optional, Rule, ShopEmail, Text } from '../validation/field-rules';
import { GIVEAWAY_ANSWER_MAX_LENGTH, GIVEAWAY_SHORT_TEXT_MAX_LENGTH, GIVEAWAY_TEXT_MAX_LENGTH, GIVEAWAY_TITLE_MAX_LENGTH } from './giveaways';

// Giveaways' request bodies, validated by the gateway (values and answers: giveaways.ts). End after start and the
// entry rules of docs/rules.md §9 are checked by engagement on the stored giveaway.

class GiveawayFields {
  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  description?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  question?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  bulletinMessage?: string;

  @IsOptional() @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  websiteUrl?: string;

  @IsOptional() @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  businessHandle?: string;

  @IsOptional() @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  shareHashtags?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  instagramShareText?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  facebookShareText?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  tiktokShareText?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  shareText?: string;

  @IsOptional() @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  sharingGuide?: string;

  @Optional() @IsTrueOrFalse('isActive')
  isActive?: boolean;

  @Optional() @IsTrueOrFalse('isComingSoon')
  isComingSoon?: boolean;

  /** null (JSON) clears a date; a blank one in a form is not sent. */
  @ValidateIf((_, value) => value !== undefined && value !== null) @IsInstant('startDate')
  startDate?: string | null;

  @ValidateIf((_, value) => value !== undefined && value !== null) @IsInstant('endDate')
  endDate?: string | null;
}

/** POST /api/giveaways (docs/product/back-office.md §5 giveaway create): a title; the rest optional. */
export class CreateGiveawayDto extends GiveawayFields {
  @Text(GIVEAWAY_TITLE_MAX_LENGTH, { required: true, notBlank: true })
  title: string;
}

/** PATCH /api/giveaways/{id}: the fields sent change; a title sent must not be blank. */
export class UpdateGiveawayDto extends GiveawayFields {
  @Optional() @Text(GIVEAWAY_TITLE_MAX_LENGTH, { notBlank: true })
  title?: string;
}

/** POST /api/giveaways/{id}/enter: the session's own e-mail and a non-blank answer of at most 2,000 characters. */
export class EnterGiveawayDto {
  @ShopEmail()
  userEmail: string;

  @Text(GIVEAWAY_ANSWER_MAX_LENGTH, { required: true, notBlank: true })
  answer: string;
}

/** POST /api/giveaway-entries: the same entry, naming the giveaway in the body. */
export class GiveawayEntryDto extends EnterGiveawayDto {
  @Rule('isGiveawayId', (value) => (isUuid(value) ? null : 'giveawayId must be a giveaway id'))
  giveawayId: string;
}

/** PATCH /api/giveaways/{id}/winner: an entrant's e-mail picks her, null clears the winner. */
export class GiveawayWinnerDto {
  @Rule('isWinnerId', (value) => (value === null || (typeof value === 'string' && value.trim().length > 0 && value.length <= 320)
    ? null : 'winnerId must be an entrant\'s e-mail or null'))
  winnerId: string | null;
}

/** PATCH /api/giveaway-entries/{id} (admin): a corrected answer, with the entry's own limits. */
export class EditGiveawayEntryDto {
  @Text(GIVEAWAY_ANSWER_MAX_LENGTH, { required: true, notBlank: true })
  answer: string;
}
