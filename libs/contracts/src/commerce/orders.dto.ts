import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import { Trim } from '../validation/transforms';
import { CartItemDto, LocationDto } from './cart.dto';
import { MAX_CART_LINES } from './cart';
import { ShopEmail } from '../validation/field-rules';
import { ORDER_STATUSES, OrderStatus } from './orders';
import { COUPON_CODE_MAX_LENGTH } from './coupons';

// Orders' request bodies, validated by the gateway (values and answers: orders.ts).

/**
 * POST /api/checkout, the browser's one call (docs/rules.md §6): the cart's lines (they replace her saved cart), or
 * without them her saved cart, priced again by the server; the coupon is held by the order it creates.
 */
export class CheckoutDto extends LocationDto {
  /** The cart to check out; the shopper's own saved cart (the default) is the only one allowed. */
  @IsOptional() @IsString() @MaxLength(254)
  cartId?: string;

  /** The cart's lines as the browser keeps them (as in POST /api/cart/save); absent: her saved cart. */
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_CART_LINES) @ValidateNested({ each: true }) @Type(() => CartItemDto)
  items?: CartItemDto[];

  @IsOptional() @Trim() @IsString() @MaxLength(COUPON_CODE_MAX_LENGTH, { message: `couponCode must be at most ${COUPON_CODE_MAX_LENGTH} characters` })
  couponCode?: string;

  @IsOptional() @IsBoolean()
  useStoreCredit?: boolean;
}

class ManualItemDto {
  @IsOptional() @IsString() @MaxLength(200)
  id?: string;

  @Trim() @IsString() @MinLength(1, { message: 'items name is required' }) @MaxLength(300)
  name: string;

  @IsOptional() @IsString() @MaxLength(50)
  type?: string;

  @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(1_000_000)
  price: number;

  @IsInt() @Min(1) @Max(999)
  quantity: number;
}

/** POST /api/admin/orders/manual (docs/product/back-office.md §2.10, §3 "Manual order payload"): created paid. */
export class ManualOrderDto {
  @ShopEmail()
  customerEmail: string;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  customerName?: string;

  @IsArray() @ArrayMinSize(1, { message: 'items must hold the item purchased' }) @ArrayMaxSize(100)
  @ValidateNested({ each: true }) @Type(() => ManualItemDto)
  items: ManualItemDto[];

  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0)
  subtotal?: number;

  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0)
  shipping?: number;

  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0)
  tax?: number;

  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'total must be a number with at most 2 decimals' }) @Min(0)
  total: number;

  /** Part of the documented payload, but a manual order is always created paid (docs/product/back-office.md §3): the value is not used. */
  @IsOptional() @IsString() @MaxLength(30)
  status?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(100)
  paymentMethod?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  paymentId?: string;

  @IsOptional() @IsString() @MaxLength(5_000)
  notes?: string;
}

class RealOrderItemDto {
  @Trim() @IsString() @MinLength(1) @MaxLength(300)
  name: string;

  @IsInt() @Min(1) @Max(999)
  quantity: number;

  @IsNumber({ maxDecimalPlaces: 2 }) @Min(0)
  price: number;
}

/** POST /api/admin/orders/add-real (the sales overview's Add Real Order dialog): created paid. */
export class RealOrderDto {
  @ShopEmail()
  customerEmail: string;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  customerName?: string;

  @ShopEmail()
  paymentEmail: string;

  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'total must be a number with at most 2 decimals' }) @Min(0)
  total: number;

  @IsOptional() @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => RealOrderItemDto)
  items?: RealOrderItemDto[];

  @IsOptional() @IsString() @MaxLength(5_000)
  notes?: string;
}

/** The payment provider's webhook body, signed with the shared secret. */
export class PaymentWebhookDto {
  @IsString() @MaxLength(200)
  eventId: string;

  @IsString() @MaxLength(100)
  orderId: string;

  @IsIn(['paid'])
  status: 'paid';

  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 })
  amount?: number;

  @IsOptional() @IsString() @MaxLength(200)
  paymentId?: string;
}

export class OrderListQueryDto {
  @IsOptional() @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500)
  limit?: number;

  @IsOptional() @Type(() => Number) @IsInt() @Min(0)
  offset?: number;
}
