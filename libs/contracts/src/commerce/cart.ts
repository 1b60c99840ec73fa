import { Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { Trim } from '../validation';
import { ShopEmail } from '../field-rules';

export const CartPatterns = {
  get: 'commerce.cart.get',
  save: 'commerce.cart.save',
  quote: 'commerce.cart.quote',
} as const;

export const CART_ITEM_TYPES = ['product', 'subscription', 'mystery_box'] as const;
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

/**
 * A cart item as the browser keeps it (shopper-core.md §3). Only id, type,
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
  type?: (typeof CART_ITEM_TYPES)[number];

  @IsOptional() @IsInt() @IsIn([1, 3, 6, 12], { message: 'duration must be 1, 3, 6 or 12 months' })
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

/** A city and a 2-letter state: tax applies only when both are given (decisions.md §3). */
export class LocationDto {
  @IsOptional() @Trim() @IsString() @MaxLength(100)
  city?: string;

  @IsOptional() @Trim() @IsString()
  @Matches(/^([A-Za-z]{2})?$/, { message: 'state must be 2 letters, e.g. CA' })
  state?: string;
}

/** POST /api/cart/quote: the server's breakdown of a cart, priced from the catalogue. */
export class QuoteCartDto extends LocationDto {
  @IsArray() @ArrayMaxSize(MAX_CART_LINES) @ValidateNested({ each: true }) @Type(() => CartItemDto)
  items: CartItemDto[];

  @IsOptional() @Trim() @IsString() @MaxLength(50, { message: 'couponCode must be at most 50 characters' })
  couponCode?: string;

  @IsOptional() @ShopEmail()
  userEmail?: string;
}

export interface QuotedLine {
  id: string;
  name: string;
  type: 'product' | 'subscription' | 'mystery_box';
  duration: number | null;
  image: string | null;
  quantity: number;
  /** Unit price after the largest discount, dollars. */
  price: number;
  /** List price before discounts, dollars. */
  originalPrice: number;
  discount: { source: string; percentage: number; label: string } | null;
  shipping: number | null;
  lineTotal: number;
  isMysteryBoxFreebie?: boolean;
  mysteryBoxValue?: number;
}

export interface CartQuoteView {
  lines: QuotedLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxApplies: boolean;
  couponDiscount: number;
  coupon: { code: string; name: string; valid: boolean; error: string | null } | null;
  storeCredit: number;
  total: number;
  mysteryBox: {
    enabled: boolean;
    current: { id: string; title: string; rewardValue: number } | null;
    next: { id: string; title: string; threshold: number; rewardValue: number; amountLeft: number } | null;
  };
  isActiveSubscriber: boolean;
}
