import { Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { Trim } from '../validation/transforms';
import { ShopEmail } from '../validation/field-rules';
import { CART_ITEM_TYPES, CartItemType, CITY_MAX_LENGTH, MAX_CART_LINES, MAX_LINE_QUANTITY, STATE_CODE_SHAPE } from './cart';
import { COUPON_CODE_MAX_LENGTH } from './coupons';
import { SUBSCRIPTION_PLAN_DURATIONS } from './subscriptions';

// The cart's request bodies, validated by the gateway (values and answers: cart.ts).

/**
 * A cart item as the browser keeps it (docs/product/shopper.md §3). Only id, type,
 * duration and quantity are believed; name, price, image and shipping are
 * for display and are replaced by the catalogue's when the server prices.
 */
export class CartItemDto {
  @IsString() @MaxLength(200)
  id: string;

  @IsOptional() @IsString() @MaxLength(300)
  name?: string;

  @IsOptional() @IsNumber()
  price?: number;

  @IsOptional() @IsIn(CART_ITEM_TYPES, { message: `type must be one of: ${CART_ITEM_TYPES.join(', ')}` })
  type?: CartItemType;

  @IsOptional() @IsInt() @IsIn(SUBSCRIPTION_PLAN_DURATIONS, { message: 'duration must be 1, 3, 6 or 12 months' })
  duration?: number;

  @IsOptional() @IsString() @MaxLength(500)
  image?: string;

  @IsOptional() @IsString() @MaxLength(500)
  imageUrl?: string;

  @IsInt({ message: 'quantity must be a whole number from 1 to 99' })
  @Min(1, { message: 'quantity must be a whole number from 1 to 99' })
  @Max(MAX_LINE_QUANTITY, { message: 'quantity must be a whole number from 1 to 99' })
  quantity: number;

  @IsOptional() @IsNumber()
  shipping?: number;

  @IsOptional() @IsBoolean()
  isMysteryBoxFreebie?: boolean;

  @IsOptional() @IsNumber()
  mysteryBoxValue?: number;
}

/** POST /api/cart/save */
export class SaveCartDto {
  @ShopEmail()
  userEmail: string;

  @IsArray() @ArrayMaxSize(MAX_CART_LINES) @ValidateNested({ each: true }) @Type(() => CartItemDto)
  cartItems: CartItemDto[];
}

/** A city and a 2-letter state: tax applies only when both are given (docs/rules.md §3). */
export class LocationDto {
  @IsOptional() @Trim() @IsString() @MaxLength(CITY_MAX_LENGTH)
  city?: string;

  @IsOptional() @Trim() @IsString()
  @Matches(STATE_CODE_SHAPE, { message: 'state must be 2 letters, e.g. CA' })
  state?: string;
}

/** POST /api/cart/quote: the server's breakdown of a cart, priced from the catalogue. */
export class QuoteCartDto extends LocationDto {
  @IsArray() @ArrayMaxSize(MAX_CART_LINES) @ValidateNested({ each: true }) @Type(() => CartItemDto)
  items: CartItemDto[];

  @IsOptional() @Trim() @IsString() @MaxLength(COUPON_CODE_MAX_LENGTH, { message: `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters` })
  couponCode?: string;

  @IsOptional() @ShopEmail()
  userEmail?: string;
}
