import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../validation/transforms';
import { CartItemDto, LocationDto } from './cart.dto';
import { MAX_CART_LINES } from './cart';
import { NOTICE_PROVIDERS, PAYMENT_PROVIDERS, REFUND_REASON_MAX_LENGTH, type PaymentProviderName } from './payments';
import { Money, PageNumber, PagingLimit, PagingOffset, Rule, ShopEmail } from '../validation/field-rules';
import { MAX_MONEY_DOLLARS } from '../bounds';
import {
  ADDRESS_NAME_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  CARRIERS,
  Carrier,
  CURRENCY_CODE_PATTERN,
  ORDER_LIST_MAX_LIMIT,
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_STATUSES,
  OrderStatus,
  SHIPPING_COUNTRY,
  SHIPPING_COUNTRY_NAMES,
  SINGLE_LINE_PATTERN,
  STREET_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
  US_STATE_CODES,
  ZIP_CODE_PATTERN,
} from './orders';
import { CITY_MAX_LENGTH } from './cart';
import { COUPON_CODE_MAX_LENGTH } from './coupons';

// Orders' request bodies, validated by the gateway (values and answers: orders.ts).

/**
 * Where the order ships (docs/rules.md §6). Each part is required and checked; its city and state are the ones tax is
 * worked out from. The country may be written out ('United States', 'USA') and is stored as 'US'.
 */
export class ShippingAddressDto {
  @Trim()
  @IsString()
  @MinLength(1, { message: 'firstName is required' })
  @MaxLength(ADDRESS_NAME_MAX_LENGTH, { message: `firstName must be at most ${ADDRESS_NAME_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_PATTERN, { message: 'firstName must be a single line of text' })
  firstName!: string;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'lastName is required' })
  @MaxLength(ADDRESS_NAME_MAX_LENGTH, { message: `lastName must be at most ${ADDRESS_NAME_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_PATTERN, { message: 'lastName must be a single line of text' })
  lastName!: string;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'street is required' })
  @MaxLength(STREET_MAX_LENGTH, { message: `street must be at most ${STREET_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_PATTERN, { message: 'street must be a single line of text' })
  street!: string;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'city is required' })
  @MaxLength(CITY_MAX_LENGTH, { message: `city must be at most ${CITY_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_PATTERN, { message: 'city must be a single line of text' })
  city!: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(US_STATE_CODES, { message: 'state must be a US state code, e.g. CA' })
  state!: string;

  @Trim()
  @IsString()
  @Matches(ZIP_CODE_PATTERN, { message: 'zipCode must be a US ZIP code: 5 digits, or 5 digits, a dash and 4 more' })
  zipCode!: string;

  @IsOptional()
  @Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const named = SHIPPING_COUNTRY_NAMES.find((name) => name.toLowerCase() === value.trim().toLowerCase());
    return named ? SHIPPING_COUNTRY : value;
  })
  @IsIn([SHIPPING_COUNTRY], { message: 'country: we ship within the United States only (US)' })
  country?: string;
}

/**
 * POST /api/checkout, the browser's one call (docs/rules.md §6): the cart's lines (they replace her saved cart), or
 * without them her saved cart, priced again by the server; the coupon is held by the order it creates.
 */
export class CheckoutDto extends LocationDto {
  /** The cart to check out; the shopper's own saved cart (the default) is the only one allowed. */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  cartId?: string;

  /** The cart's lines as the browser keeps them (as in POST /api/cart/save); absent: her saved cart. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  items?: CartItemDto[];

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(COUPON_CODE_MAX_LENGTH, { message: `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters` })
  couponCode?: string;

  @IsOptional()
  @IsBoolean()
  useStoreCredit?: boolean;

  /** Where it ships; when sent, its city and state are used for tax (a different top-level city or state: 400). */
  @IsOptional()
  @IsObject({ message: 'shippingAddress must be an object' })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress?: ShippingAddressDto;

  /** Which of the shop's payment providers to pay through (GET /api/payments/providers); absent: the first offered. */
  @IsOptional()
  @IsIn(PAYMENT_PROVIDERS, { message: `paymentProvider must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })
  paymentProvider?: PaymentProviderName;
}

/** POST /api/payments/webhooks/{provider}: whose notice this is. */
export class PaymentNoticeParamDto {
  @IsIn(NOTICE_PROVIDERS, { message: `provider must be one of: ${NOTICE_PROVIDERS.join(', ')}` })
  provider: (typeof NOTICE_PROVIDERS)[number];
}

/** POST /api/payments/confirm: the order the shopper came back to /success for. */
export class PaymentConfirmDto {
  @IsString()
  @MaxLength(100)
  orderId: string;
}

class ManualItemDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  id?: string;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'items name is required' })
  @MaxLength(300)
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @Type(() => Number)
  @Money({ required: true })
  price: number;

  @IsInt()
  @Min(1)
  @Max(999)
  quantity: number;
}

/** Lines whose price × quantity add up to more than any amount a request may name are refused (the order's subtotal is their sum). */
const LinesAddUp = () =>
  Rule('linesAddUp', (items) => {
    if (!Array.isArray(items)) return null;
    const cents = items.reduce((sum: number, item) => {
      const { price, quantity } = (item ?? {}) as { price?: unknown; quantity?: unknown };
      return typeof price === 'number' && typeof quantity === 'number' ? sum + Math.round(price * 100) * quantity : sum;
    }, 0);
    return cents > MAX_MONEY_DOLLARS * 100 ? `items must add up to at most ${MAX_MONEY_DOLLARS} dollars` : null;
  });

/** POST /api/admin/orders/manual (docs/product/back-office.md §2.10, §3 "Manual order payload"): created paid. */
export class ManualOrderDto {
  @ShopEmail()
  customerEmail: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  customerName?: string;

  @IsArray()
  @ArrayMinSize(1, { message: 'items must hold the item purchased' })
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => ManualItemDto)
  @LinesAddUp()
  items: ManualItemDto[];

  @Money()
  subtotal?: number;

  @Money()
  shipping?: number;

  @Money()
  tax?: number;

  @Money({ required: true })
  total: number;

  /** Part of the documented payload, but a manual order is always created paid (docs/product/back-office.md §3): the value is not used. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  status?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  paymentMethod?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  paymentId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5_000)
  notes?: string;
}

class RealOrderItemDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(300)
  name: string;

  @IsInt()
  @Min(1)
  @Max(999)
  quantity: number;

  @Money({ required: true })
  price: number;
}

/** POST /api/admin/orders/add-real (the sales overview's Add Real Order dialog): created paid. */
export class RealOrderDto {
  @ShopEmail()
  customerEmail: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  customerName?: string;

  @ShopEmail()
  paymentEmail: string;

  @Money({ required: true })
  total: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => RealOrderItemDto)
  @LinesAddUp()
  items?: RealOrderItemDto[];

  @IsOptional()
  @IsString()
  @MaxLength(5_000)
  notes?: string;
}

/**
 * The payment provider's webhook body, signed with the shared secret. It pays the order only when `amount` (and
 * `currency`, when sent) equal the order's total (docs/rules.md §6).
 */
export class PaymentWebhookDto {
  @IsString()
  @MaxLength(200)
  eventId: string;

  @IsString()
  @MaxLength(100)
  orderId: string;

  @IsIn(['paid'])
  status: 'paid';

  @Money({ required: true })
  amount: number;

  @IsOptional()
  @IsString()
  @Matches(CURRENCY_CODE_PATTERN, { message: 'currency must be a 3-letter currency code, e.g. USD' })
  currency?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  paymentId?: string;
}

/**
 * GET /api/admin/orders: every order, newest first, searched and paged in the database (docs/rules.md §6 "Finding an
 * order"). `q` is an order number (`1042` or `#1042`), or text found in the e-mail or the customer's name; `from` and
 * `to` bound the day it was placed (a date, or an ISO time); a page is `page`/`pageSize`, or `limit`/`offset`.
 */
export class OrderListQueryDto {
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(ORDER_SEARCH_MAX_LENGTH, { message: `q must be at most ${ORDER_SEARCH_MAX_LENGTH} characters` })
  q?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date (YYYY-MM-DD) or an ISO 8601 time' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date (YYYY-MM-DD) or an ISO 8601 time' })
  to?: string;

  @PagingLimit(ORDER_LIST_MAX_LIMIT)
  limit?: number;

  @PagingOffset()
  offset?: number;

  @PageNumber()
  page?: number;

  @PagingLimit(ORDER_LIST_MAX_LIMIT)
  pageSize?: number;
}

/** Our addition: a page of the shopper's own orders, newest first (at most 100 at a time). */
export const MY_ORDERS_PAGE_MAX = 100;

export class MyOrdersQueryDto {
  @PagingLimit(MY_ORDERS_PAGE_MAX)
  limit?: number;

  @PagingOffset()
  offset?: number;
}

/** POST /api/admin/orders/:id/cancel: why (the shopper's cancellation e-mail quotes it). */
export class CancelOrderDto {
  @Trim()
  @IsString()
  @MinLength(1, { message: 'reason is required' })
  @MaxLength(CANCEL_REASON_MAX_LENGTH, { message: `reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters` })
  reason!: string;
}

/** POST /api/admin/orders/:id/refunds: part (or the rest) of a paid order's payment given back, and why. */
export class RefundOrderDto {
  @Money({ required: true })
  @IsPositive({ message: 'amount must be more than 0' })
  amount!: number;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'reason is required' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, { message: `reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
  reason!: string;
}

/** POST /api/admin/orders/:id/ship: the carrier and the parcel's tracking number. */
export class ShipOrderDto {
  @IsIn(CARRIERS, { message: `carrier must be one of: ${CARRIERS.join(', ')}` })
  carrier!: Carrier;

  @Trim()
  @IsString()
  @MinLength(1, { message: 'trackingNumber is required' })
  @MaxLength(TRACKING_NUMBER_MAX_LENGTH, { message: `trackingNumber must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters` })
  @Matches(TRACKING_NUMBER_PATTERN, { message: 'trackingNumber may hold only letters, digits and dashes' })
  trackingNumber!: string;
}
