import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { ToInt, Trim } from '../validation/transforms';
import { Optional, PageNumber, PagingOffset, Rule, Text } from '../validation/field-rules';
import { dollarsProblem } from '../commerce/coupons';
import { isUuid } from '../params';
import {
  ADMIN_PRODUCT_PAGE_SIZES,
  BULK_SALE_DISCOUNT_DEFAULT,
  BULK_SALE_DISCOUNT_MAX,
  BULK_SALE_DISCOUNT_MIN,
  BULK_SALE_MAX_PRODUCTS,
  bulkSaleNothingSelected,
  productCategoryProblem,
  PRODUCT_PRICE_MAX,
  PRODUCT_SHIPPING_MAX,
  PRODUCT_SORTS,
  PRODUCT_TIMER_MESSAGE_MAX_LENGTH,
  ProductSort,
  SALE_TIMER_DURATIONS_HOURS,
  SORT_ORDERS,
  SortOrder,
} from './products';
import { SALE_TIMER_DISCOUNT_MAX, SALE_TIMER_DISCOUNT_MIN } from './sale-timers';

const PAGE_SIZE_MESSAGE = `pageSize must be ${ADMIN_PRODUCT_PAGE_SIZES.slice(0, -1).join(', ')} or ${ADMIN_PRODUCT_PAGE_SIZES.at(-1)}`;
const BULK_DISCOUNT_MESSAGE = `discountPercentage must be a whole number from ${BULK_SALE_DISCOUNT_MIN} to ${BULK_SALE_DISCOUNT_MAX}`;
const TIMER_DISCOUNT_MESSAGE = `discountPercentage must be a whole number from ${SALE_TIMER_DISCOUNT_MIN} to ${SALE_TIMER_DISCOUNT_MAX}`;

// The catalogue's request bodies and queries, validated by the gateway (values and answers: products.ts).

/** GET /api/products (shoppers: active products only). */
export class ProductQueryDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  category?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  subcategory?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;

  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;

  @PagingOffset()
  offset?: number;
}

/** GET /api/admin/products: every product, active or not, paged like the admin list (sizes 5/10/25/50). */
export class AdminProductQueryDto extends ProductQueryDto {
  @PageNumber()
  page?: number;

  @IsOptional()
  @ToInt()
  @IsIn(ADMIN_PRODUCT_PAGE_SIZES, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}

const PRODUCT_NAME_MAX_LENGTH = 200;

/**
 * The fields the add and edit product forms share besides name, category and
 * price, after the gateway has parsed the multipart text fields (a JSON body is
 * taken as sent: numbers must be numbers, lists lists).
 */
export abstract class ProductDetailsDto {
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  subcategory?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  subcategories?: string[];

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'salePrice must be a number with at most 2 decimals' })
  @Min(0)
  @Max(100_000)
  salePrice?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  halfPanPrice?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  fullPanPrice?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  grandePrice?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  retailPriceHalfpan?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  retailPriceFullpan?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  retailPriceGrande?: number | null;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'shipping must be a number with at most 2 decimals' })
  @Min(0)
  @Max(PRODUCT_SHIPPING_MAX)
  shipping?: number | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(500)
  paintCount?: number | null;

  @IsOptional()
  @IsBoolean()
  hasVariants?: boolean;

  @IsOptional()
  @IsBoolean()
  hasExtenders?: boolean;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(500)
  colorCount?: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  colors?: string[];

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  // The product's own sale timer, as docs/product/back-office.md §3 names its fields (also started and stopped by POST …/sale-timer/*):
  // enabled with a duration (hours) or an end date starts it, false stops it.

  @IsOptional()
  @IsBoolean({ message: 'saleTimerEnabled must be true or false' })
  saleTimerEnabled?: boolean;

  @IsOptional()
  @IsIn(SALE_TIMER_DURATIONS_HOURS, { message: `saleTimerDuration must be one of: ${SALE_TIMER_DURATIONS_HOURS.join(', ')} (hours)` })
  saleTimerDuration?: number;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'saleTimerEndDate must be an ISO 8601 date and time' })
  saleTimerEndDate?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PRODUCT_TIMER_MESSAGE_MAX_LENGTH)
  saleTimerMessage?: string;
}

/** PUT /api/products/{id}: every field may be left out; what is sent is changed (docs/product/back-office.md §5 "Product update"). */
export class ProductFieldsDto extends ProductDetailsDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(PRODUCT_NAME_MAX_LENGTH)
  name?: string;

  /** Blank: Uncategorized. */
  @Optional()
  @Trim()
  @Rule('isProductCategory', (value) => productCategoryProblem(value, { required: false }))
  category?: string;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'price must be a number with at most 2 decimals' })
  @Min(0)
  @Max(PRODUCT_PRICE_MAX)
  price?: number;
}

/** POST /api/products: name, category and price are required (docs/product/back-office.md §5 "Product create"); a missing one is named. */
export class NewProductFieldsDto extends ProductDetailsDto {
  @Text(PRODUCT_NAME_MAX_LENGTH, { required: true })
  name: string;

  @Trim()
  @Rule('isProductCategory', (value) => productCategoryProblem(value, { required: true }))
  category: string;

  @Rule('isProductPrice', (value) =>
    value === undefined || value === null ? 'price is required' : dollarsProblem('price', value, { max: PRODUCT_PRICE_MAX }),
  )
  price: number;
}

/** PATCH /api/products/{id}: reviews are texts, or objects with a comment (docs/product/back-office.md §3), kept as their text. */
export class ProductReviewsDto {
  @Transform(({ value }) => (Array.isArray(value) ? value.map(reviewText) : value))
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true, message: 'reviews must be texts, or objects with a comment' })
  @MaxLength(2_000, { each: true })
  reviews: string[];
}

function reviewText(review: unknown): unknown {
  const comment = review !== null && typeof review === 'object' ? (review as { comment?: unknown }).comment : undefined;
  return typeof comment === 'string' ? comment : review;
}

export class ImageUrlDto {
  @IsString()
  @MaxLength(500)
  imageUrl: string;
}

/** The products to apply or clear sale pricing on: none (left out, null or []) is refused with the panel's own message. */
const BulkProductIds = (action: 'apply' | 'clear') =>
  Rule('isBulkProductIds', (value) => {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return bulkSaleNothingSelected(action);
    if (!Array.isArray(value)) return 'productIds must be a list of product ids';
    if (value.length > BULK_SALE_MAX_PRODUCTS) return `productIds must hold at most ${BULK_SALE_MAX_PRODUCTS} ids`;
    return value.every(isUuid) ? null : 'productIds must be product ids';
  });

export class ApplySaleDto {
  @BulkProductIds('apply')
  productIds: string[];

  /** Not a number (left out, null, text): 20. A number must be a whole 1–50. */
  @Transform(({ value }) => (typeof value === 'number' ? value : BULK_SALE_DISCOUNT_DEFAULT))
  @IsInt({ message: BULK_DISCOUNT_MESSAGE })
  @Min(BULK_SALE_DISCOUNT_MIN, { message: BULK_DISCOUNT_MESSAGE })
  @Max(BULK_SALE_DISCOUNT_MAX, { message: BULK_DISCOUNT_MESSAGE })
  discountPercentage: number = BULK_SALE_DISCOUNT_DEFAULT;
}

export class ClearSaleDto {
  @BulkProductIds('clear')
  productIds: string[];
}

export class StartProductTimerDto {
  @IsIn(SALE_TIMER_DURATIONS_HOURS, { message: `durationHours must be one of: ${SALE_TIMER_DURATIONS_HOURS.join(', ')}` })
  durationHours: number;

  @IsInt()
  @Min(SALE_TIMER_DISCOUNT_MIN, { message: TIMER_DISCOUNT_MESSAGE })
  @Max(SALE_TIMER_DISCOUNT_MAX, { message: TIMER_DISCOUNT_MESSAGE })
  discountPercentage: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PRODUCT_TIMER_MESSAGE_MAX_LENGTH)
  message?: string;
}

/** POST /api/products/{id}/variants text fields. */
export class VariantFieldsDto {
  @Trim()
  @Rule('isVariantName', (value) => {
    if (typeof value !== 'string' || value === '') return 'Variant name is required';
    return value.length > 200 ? 'Variant name must be at most 200 characters' : null;
  })
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(5_000)
  description?: string;

  @IsOptional()
  @IsInt({ message: 'sortOrder must be a whole number' })
  @Min(-10_000)
  @Max(10_000)
  sortOrder?: number;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  price?: number;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100_000)
  sale_price?: number;
}
