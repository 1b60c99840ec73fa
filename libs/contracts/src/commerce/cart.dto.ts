import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../validation/transforms';
import { allOf, ShopEmail } from '../validation/field-rules';
import { CART_ITEM_TYPES, CartItemType, CITY_MAX_LENGTH, MAX_CART_LINES, MAX_LINE_QUANTITY, STATE_CODE_SHAPE } from './cart';
import { COUPON_CODE_MAX_LENGTH } from './coupons';
import { SUBSCRIPTION_PLAN_DURATIONS } from './subscriptions';
import { MAX_MONEY_DOLLARS } from '../bounds';

// The cart's request bodies, validated by the gateway (values and answers: cart.ts).

/**
 * An amount shown beside a line and sent back as it was: any number from 0 to MAX_MONEY_DOLLARS. Plain
 * IsNumber/Min/Max, which the quote's compiled schema (fast-contracts.ts) reads as they are.
 */
function DisplayMoney(field: string): PropertyDecorator {
  const message = `${field} must be a number of dollars from 0 to ${MAX_MONEY_DOLLARS}`;
  return allOf(IsOptional(), IsNumber({}, { message }), Min(0, { message }), Max(MAX_MONEY_DOLLARS, { message }));
}

/**
 * A cart item as the browser keeps it (docs/product/shopper.md §3). Only id, type,
 * duration and quantity are believed (and kept, when it is saved); name, price,
 * image and shipping are for display and are replaced by the catalogue's when the server prices.
 */
export class CartItemDto {
  @IsString()
  @MaxLength(200)
  id: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  name?: string;

  @DisplayMoney('price')
  price?: number;

  @IsOptional()
  @IsIn(CART_ITEM_TYPES, { message: `type must be one of: ${CART_ITEM_TYPES.join(', ')}` })
  type?: CartItemType;

  @IsOptional()
  @IsInt()
  @IsIn(SUBSCRIPTION_PLAN_DURATIONS, { message: 'duration must be 1, 3, 6 or 12 months' })
  duration?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  image?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  imageUrl?: string;

  @IsInt({ message: 'quantity must be a whole number from 1 to 99' })
  @Min(1, { message: 'quantity must be a whole number from 1 to 99' })
  @Max(MAX_LINE_QUANTITY, { message: 'quantity must be a whole number from 1 to 99' })
  quantity: number;

  @DisplayMoney('shipping')
  shipping?: number;

  @IsOptional()
  @IsBoolean()
  isMysteryBoxFreebie?: boolean;

  @DisplayMoney('mysteryBoxValue')
  mysteryBoxValue?: number;

  /** Set on a line GET /api/cart answers as no longer available; sending it back changes nothing. */
  @IsOptional()
  @IsBoolean()
  unavailable?: boolean;
}

/** POST /api/cart/save */
export class SaveCartDto {
  @ShopEmail()
  userEmail: string;

  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  cartItems: CartItemDto[];
}

/** A city and a 2-letter state: tax applies only when both are given (docs/rules.md §3). */
export class LocationDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(CITY_MAX_LENGTH)
  city?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @Matches(STATE_CODE_SHAPE, { message: 'state must be 2 letters, e.g. CA' })
  state?: string;
}

/** POST /api/cart/quote: the server's breakdown of a cart, priced from the catalogue. */
export class QuoteCartDto extends LocationDto {
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  items: CartItemDto[];

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(COUPON_CODE_MAX_LENGTH, { message: `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters` })
  couponCode?: string;

  @IsOptional()
  @ShopEmail()
  userEmail?: string;

  /** Show what her store credit would pay (a verified session only; nothing is held until checkout). */
  @IsOptional()
  @IsBoolean()
  useStoreCredit?: boolean;
}
