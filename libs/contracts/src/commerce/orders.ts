import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import { Trim } from '../validation';
import { LocationDto } from './cart';
import { ShopEmail } from '../field-rules';

export const OrderPatterns = {
  checkout: 'commerce.order.checkout',
  markPaid: 'commerce.order.mark-paid',
  paymentWebhook: 'commerce.order.payment-webhook',
  list: 'commerce.order.list',
  productOrders: 'commerce.order.product-orders',
  subscriptionOrders: 'commerce.order.subscription-orders',
  createManual: 'commerce.order.create-manual',
  createReal: 'commerce.order.create-real',
  get: 'commerce.order.get',
} as const;

export const OrderEvents = {
  created: 'order.created',
  paid: 'order.paid',
  expired: 'order.expired',
} as const;

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Pending orders expire after 48 hours and release what they held (decisions.md §6). */
export const PENDING_ORDER_HOURS = 48;

/** POST /api/checkout: the session's saved cart, priced again by the server. */
export class CheckoutDto extends LocationDto {
  /** The cart to check out; the shopper's own saved cart (the default) is the only one allowed. */
  @IsOptional() @IsString() @MaxLength(254)
  cartId?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(50, { message: 'couponCode must be at most 50 characters' })
  couponCode?: string;

  @IsOptional() @IsBoolean()
  useStoreCredit?: boolean;
}

export interface OrderLine {
  id: string;
  name: string;
  type: string;
  duration: number | null;
  quantity: number;
  price: number;
  originalPrice: number;
  image: string | null;
  extenders?: { name: string; price: number }[];
}

export interface OrderView {
  id: string;
  orderNumber: number;
  customerEmail: string;
  customerName: string | null;
  status: OrderStatus;
  items: OrderLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  couponCode: string | null;
  couponDiscount: number;
  storeCredit: number;
  total: number;
  city: string | null;
  state: string | null;
  paymentMethod: string | null;
  paymentId: string | null;
  /** The payer's e-mail of an order added with Add Real Order; null otherwise. */
  paymentEmail: string | null;
  trackingNumber: string | null;
  shippingAddress: Record<string, string> | null;
  notes: string | null;
  source: 'checkout' | 'manual' | 'real';
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
}

export interface CheckoutResult {
  orderId: string;
  orderNumber: number;
  status: 'pending';
  total: number;
  paymentUrl: string;
  expiresAt: string;
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

/** POST /api/admin/orders/manual (admin.md §2.10, §3 "Manual order payload"): created paid. */
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

  /** Part of the documented payload, but a manual order is always created paid (admin.md §3): the value is not used. */
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
