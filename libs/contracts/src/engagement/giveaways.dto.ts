import { IsOptional, ValidateIf } from 'class-validator';
import { IsInstantOrDay } from '../catalog/sale-timers.dto';
import { isUuid } from '../params';
import { allOf, IsTrueOrFalse, Optional, Rule, ShopEmail, Text } from '../validation/field-rules';
import { isBlankText } from '../text';
import { ImageAddress } from '../validation/image-addresses';
import { Trim } from '../validation/transforms';
import {
  GIVEAWAY_ANSWER_MAX_LENGTH,
  GIVEAWAY_SHORT_TEXT_MAX_LENGTH,
  GIVEAWAY_TEXT_MAX_LENGTH,
  GIVEAWAY_TITLE_MAX_LENGTH,
  GIVEAWAY_TITLE_REQUIRED,
  GIVEAWAY_WEBSITE_URL_HINT,
  isGiveawayWebsiteUrl,
} from './giveaways';

// Giveaways' request bodies, validated by the gateway (values and answers: giveaways.ts). End after start and the
// entry rules of docs/rules.md §9 are checked by engagement on the stored giveaway.

class GiveawayFields {
  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  description?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  question?: string;

  @IsOptional()
  @Text(GIVEAWAY_TEXT_MAX_LENGTH)
  bulletinMessage?: string;

  @IsOptional()
  @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  @Rule('isGiveawayWebsiteUrl', (value) =>
    typeof value !== 'string' || isGiveawayWebsiteUrl(value) ? null : `websiteUrl must be ${GIVEAWAY_WEBSITE_URL_HINT}`,
  )
  websiteUrl?: string;

  @IsOptional()
  @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  businessHandle?: string;

  @IsOptional()
  @Text(GIVEAWAY_SHORT_TEXT_MAX_LENGTH)
  shareHashtags?: string;

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

  @Optional()
  @IsTrueOrFalse('isActive')
  isActive?: boolean;

  @Optional()
  @IsTrueOrFalse('isComingSoon')
  isComingSoon?: boolean;

  /** null (JSON) clears a date; a blank one in a form is not sent. A plain day is 00:00 UTC. */
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsInstantOrDay('startDate')
  startDate?: string | null;

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsInstantOrDay('endDate')
  endDate?: string | null;

  /** The image as an address instead of a file (an uploaded file wins); null changes nothing. */
  @Trim()
  @ImageAddress('imageUrl', { nullable: true })
  imageUrl?: string | null;

  /** Another name for imageUrl. */
  @Trim()
  @ImageAddress('image', { nullable: true })
  image?: string | null;
}

/** A title of at most 200 characters; missing or blank (nothing visible: isBlankText) answers 'Title is required'. */
const GiveawayTitle = (required: boolean) =>
  allOf(
    Trim(),
    Rule('isGiveawayTitle', (value) => {
      if (value === undefined) return required ? GIVEAWAY_TITLE_REQUIRED : null;
      if (value === null || (typeof value === 'string' && isBlankText(value))) return GIVEAWAY_TITLE_REQUIRED;
      if (typeof value !== 'string') return 'title must be text';
      return value.length > GIVEAWAY_TITLE_MAX_LENGTH ? `title must be at most ${GIVEAWAY_TITLE_MAX_LENGTH} characters` : null;
    }),
  );

/** POST /api/giveaways (docs/product/back-office.md §5 giveaway create): a title; the rest optional. */
export class CreateGiveawayDto extends GiveawayFields {
  @GiveawayTitle(true)
  title: string;
}

/** PATCH /api/giveaways/{id}: the fields sent change; a title sent must not be blank. */
export class UpdateGiveawayDto extends GiveawayFields {
  @GiveawayTitle(false)
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

/** PATCH /api/giveaways/{id}/winner: an entrant's e-mail or the id of one of her entries picks her, null clears the winner. */
export class GiveawayWinnerDto {
  @Rule('isWinnerId', (value) =>
    value === null || (typeof value === 'string' && value.trim().length > 0 && value.length <= 320)
      ? null
      : "winnerId must be an entrant's e-mail, one of the giveaway's entry ids, or null",
  )
  winnerId: string | null;
}

/** PATCH /api/giveaway-entries/{id} (admin): a corrected answer, with the entry's own limits. */
export class EditGiveawayEntryDto {
  @Text(GIVEAWAY_ANSWER_MAX_LENGTH, { required: true, notBlank: true })
  answer: string;
}
