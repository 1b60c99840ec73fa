import { IsOptional } from 'class-validator';
import { IsInstantOrDay } from '../catalog/sale-timers.dto';
import { isUuid } from '../params';
import { ReadOnlyField, Trim } from '../validation/transforms';
import { IsTrueOrFalse, Money, Optional, Rule, Text } from '../validation/field-rules';
import { ImageAddressList } from '../validation/image-addresses';
import {
  DAILY_DEAL_STATUSES,
  DailyDealInput,
  DailyDealStatus,
  DEAL_DESCRIPTION_MAX_LENGTH,
  DEAL_DISCOUNT_DEFAULT,
  DEAL_DISCOUNT_MAX,
  DEAL_DISCOUNT_MIN,
  DEAL_PRODUCT_LINK_MAX_LENGTH,
  DEAL_QUANTITY_MAX,
  DEAL_TITLE_MAX_LENGTH,
  MAX_DEAL_IMAGES,
} from './daily-deals';

// Daily deals' request bodies, validated by the gateway (values and answers: deals.ts). The rules across fields
// (sale price below the original, end after start: rules/deal-rules.ts) are checked by commerce on the deal as it would be stored.

const IsQuantity = () =>
  Rule('isDealQuantity', (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= DEAL_QUANTITY_MAX
      ? null
      : `quantity must be a whole number from 1 to ${DEAL_QUANTITY_MAX}`,
  );

const IsMaxPerShopper = () =>
  Rule('isDealMaxPerShopper', (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= DEAL_QUANTITY_MAX
      ? null
      : `maxPerShopper must be a whole number from 1 to ${DEAL_QUANTITY_MAX}`,
  );

const IsStatus = () =>
  Rule('isDealStatus', (value) =>
    (DAILY_DEAL_STATUSES as readonly unknown[]).includes(value) ? null : `status must be one of: ${DAILY_DEAL_STATUSES.join(', ')}`,
  );

/** A product id, or null for a free-standing deal. */
const IsProductId = (required: boolean) =>
  Rule('isDealProductId', (value) => {
    if (value === undefined || value === null || value === '') return required ? 'productId is required' : null;
    return isUuid(value) ? null : 'productId must be a product id';
  });

const IsDiscountPercent = () =>
  Rule('isDealDiscount', (value) =>
    Number.isInteger(value) && (value as number) >= DEAL_DISCOUNT_MIN && (value as number) <= DEAL_DISCOUNT_MAX
      ? null
      : `discountPercent must be a whole number from ${DEAL_DISCOUNT_MIN} to ${DEAL_DISCOUNT_MAX}`,
  );

/** Stored addresses of the deal's own images (a list, or its JSON text in a form). */
const IsImageList = () =>
  Rule('isDealImageList', (value) =>
    Array.isArray(value) && value.length <= MAX_DEAL_IMAGES && value.every((url) => typeof url === 'string' && url.length > 0 && url.length <= 500)
      ? null
      : `keepImages must be a list of at most ${MAX_DEAL_IMAGES} image addresses the deal already has`,
  );

class DailyDealFields {
  /** Blank is stored as null. */
  @IsOptional()
  @Text(DEAL_DESCRIPTION_MAX_LENGTH)
  description?: string | null;

  @Optional()
  @IsQuantity()
  quantity?: number;

  /** Units one shopper may hold (default DEAL_MAX_PER_SHOPPER_DEFAULT on create; absent on an edit: unchanged). */
  @Optional()
  @IsMaxPerShopper()
  maxPerShopper?: number;

  /** A plain day (2025-11-28) is 00:00 UTC of it. */
  @Optional()
  @IsInstantOrDay('startDate')
  startDate?: string;

  @Optional()
  @IsInstantOrDay('endDate')
  endDate?: string;

  @IsOptional()
  @Trim()
  @IsProductId(false)
  productId?: string | null;

  /** Blank is stored as null. */
  @IsOptional()
  @Text(DEAL_PRODUCT_LINK_MAX_LENGTH)
  productLink?: string | null;

  @Optional()
  @IsStatus()
  status?: DailyDealStatus;

  /** true: status active; false: inactive (status wins when both are sent). */
  @Optional()
  @IsTrueOrFalse('isActive')
  isActive?: boolean;
}

/**
 * POST /api/admin/daily-deals (docs/product/back-office.md §5 "Daily deal form"): title, originalPrice and salePrice
 * required; quantity a whole number ≥ 1 (default 1); the end and the product link optional.
 */
export class CreateDailyDealDto extends DailyDealFields implements DailyDealInput {
  @Text(DEAL_TITLE_MAX_LENGTH, { required: true })
  title: string;

  @Money({ required: true })
  originalPrice: number;

  @Money({ required: true })
  salePrice: number;

  /** The schedule as the deal answers it: the same dates, used when startDate/endDate are not sent. */
  @Optional()
  @IsInstantOrDay('scheduledStartDate')
  scheduledStartDate?: string;

  @Optional()
  @IsInstantOrDay('scheduledEndDate')
  scheduledEndDate?: string;

  /** true: the deal waits (scheduled) until its start; false: a deal not yet started waits inactive. status and isActive win. */
  @Optional()
  @IsTrueOrFalse('autoActivate')
  autoActivate?: boolean;

  /** Image addresses to store with the deal, before any uploaded `images[]`. */
  @ImageAddressList('images', MAX_DEAL_IMAGES)
  images?: string[];

  /** Worked out from the prices and the sales, never taken: accepted and dropped. */
  @ReadOnlyField() discountPercent?: never;
  @ReadOnlyField() soldCount?: never;
}

/** PUT /api/admin/daily-deals/{id}: the changed fields; `keepImages` names the stored images that stay (absent: all stay). */
export class UpdateDailyDealDto extends DailyDealFields {
  @Text(DEAL_TITLE_MAX_LENGTH, { notBlank: true })
  title?: string;

  @Money()
  originalPrice?: number;

  @Money()
  salePrice?: number;

  @Optional()
  @IsImageList()
  keepImages?: string[];

  /** Answered fields sent back with the form are dropped, never changed. */
  @ReadOnlyField() id?: never;
  @ReadOnlyField() images?: never;
  @ReadOnlyField() soldCount?: never;
  @ReadOnlyField() discountPercent?: never;
  @ReadOnlyField() isExpired?: never;
  @ReadOnlyField() scheduledStartDate?: never;
  @ReadOnlyField() scheduledEndDate?: never;
  @ReadOnlyField() autoActivate?: never;
  @ReadOnlyField() createdAt?: never;
}

/** POST /api/admin/daily-deals/schedule-from-product (docs/product/back-office.md §2.12, §5 "Scheduler"). */
export class ScheduleDealFromProductDto {
  @Trim()
  @IsProductId(true)
  productId: string;

  /** Whole percent, 5–70; 20 when left out. */
  @Optional()
  @IsDiscountPercent()
  discountPercent?: number = DEAL_DISCOUNT_DEFAULT;

  @IsInstantOrDay('startDate')
  startDate: string;

  @IsInstantOrDay('endDate')
  endDate: string;

  /** The deal's description as written; left out or blank, it is generated from the product's text. */
  @Text(DEAL_DESCRIPTION_MAX_LENGTH)
  blurb?: string;

  @Optional()
  @IsQuantity()
  quantity?: number;
}
