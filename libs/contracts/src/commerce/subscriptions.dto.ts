import { IsBoolean, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { allOf, OptionalWholeNumber, Text, TextList } from '../validation/field-rules';
import { ImageAddressList } from '../validation/image-addresses';
import { ReadOnlyField } from '../validation/transforms';
import { isDollarAmount, MAX_SUBSCRIPTION_IMAGES, SUBSCRIPTION_LIMITS } from './subscriptions';

// Subscription plans' request bodies, validated by the gateway (values and answers: subscriptions.ts).

/** An amount of dollars; `nullable`: null clears it; `required`: it must be sent. */
function Dollars({ required = false, nullable = false } = {}): PropertyDecorator {
  return allOf(
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined && !(nullable && value === null))]),
    ValidateBy({
      name: 'dollars',
      validator: {
        validate: isDollarAmount,
        defaultMessage: (args) => {
          const { value, property } = args as ValidationArguments;
          if (value === undefined || value === null || value === '') return `${property} is required`;
          return `${property} must be an amount of dollars from 0 to ${SUBSCRIPTION_LIMITS.maxPrice} with at most 2 decimals`;
        },
      },
    }),
  );
}

/** true or false; may be left out, not null. */
const Flag = () =>
  allOf(
    ValidateIf((_, value) => value !== undefined),
    IsBoolean({ message: '$property must be true or false' }),
  );

/** The optional fields of a plan, shared by create and edit. */
abstract class SubscriptionOptionalFields {
  @Text(SUBSCRIPTION_LIMITS.description)
  description?: string;

  @Dollars({ nullable: true })
  price1Month?: number | null;

  @Dollars({ nullable: true })
  price3Month?: number | null;

  @Dollars({ nullable: true })
  price6Month?: number | null;

  @Dollars({ nullable: true })
  price12Month?: number | null;

  @Flag()
  isEarlyBirdEnabled?: boolean;

  @Dollars({ nullable: true })
  earlyBirdPrice?: number | null;

  @Flag()
  has12MonthBonus?: boolean;

  @Text(SUBSCRIPTION_LIMITS.bonusText)
  twelveMonthBonusText?: string;

  @Flag()
  hasFreeLessons?: boolean;

  @OptionalWholeNumber(1, SUBSCRIPTION_LIMITS.maxFreeLessonsWeeks)
  freeLessonsWeeks?: number | null;

  @Text(SUBSCRIPTION_LIMITS.bonusText)
  freeLessonsText?: string;

  @TextList(SUBSCRIPTION_LIMITS.characteristics, SUBSCRIPTION_LIMITS.characteristic, { acceptLines: true })
  characteristics?: string[];

  @Flag()
  isActive?: boolean;
}

/** POST /api/subscriptions (JSON or form data): a title and a base price are required (docs/product/back-office.md §5 "Subscription"). */
export class CreateSubscriptionDto extends SubscriptionOptionalFields {
  @Text(SUBSCRIPTION_LIMITS.title, { required: true })
  title: string;

  @Dollars({ required: true })
  basePrice: number;

  @TextList(SUBSCRIPTION_LIMITS.reviews, SUBSCRIPTION_LIMITS.review)
  reviews?: string[];

  /** Image addresses stored with the plan, before any uploaded `images`. */
  @ImageAddressList('images', MAX_SUBSCRIPTION_IMAGES)
  images?: string[];
}

/**
 * PUT /api/subscriptions/{id} (form data or JSON): a field left out stays as
 * it is; null (a blank form field) clears an optional price or the weeks.
 * Characteristics come as a list or as text, one per line.
 */
export class UpdateSubscriptionDto extends SubscriptionOptionalFields {
  @Text(SUBSCRIPTION_LIMITS.title, { notBlank: true })
  title?: string;

  @Dollars()
  basePrice?: number;

  /** The whole list of review texts, as create takes it (PATCH sets it alone). */
  @TextList(SUBSCRIPTION_LIMITS.reviews, SUBSCRIPTION_LIMITS.review)
  reviews?: string[];

  /** The plan's images as fetched: accepted and dropped (POST/DELETE /{id}/images change them). */
  @ReadOnlyField() images?: never;
}

/** PATCH /api/subscriptions/{id}: the whole list of review texts. */
export class SubscriptionReviewsDto {
  @TextList(SUBSCRIPTION_LIMITS.reviews, SUBSCRIPTION_LIMITS.review, { required: true })
  reviews: string[];
}

/** DELETE /api/subscriptions/{id}/images */
export class SubscriptionImageUrlDto {
  @Text(SUBSCRIPTION_LIMITS.imageUrl, { required: true })
  imageUrl: string;
}
export interface SubscriptionCreate {
  fields: CreateSubscriptionDto;
  images: string[];
}
export interface SubscriptionUpdate {
  id: string;
  fields: UpdateSubscriptionDto;
  /** Images stored with this edit, added after the ones it has. */
  images: string[];
}
