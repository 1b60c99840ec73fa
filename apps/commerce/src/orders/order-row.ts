import { OrderLine, OrderView, PaymentMismatch, QuotedLine, ShippingAddress, trackingUrl } from '@shop/contracts';
import { toDollars } from '@shop/pricing';

export interface OrderRow {
  id: string;
  order_number: string;
  customer_email: string;
  customer_name: string | null;
  status: OrderView['status'];
  items: OrderLine[];
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  coupon_code: string | null;
  coupon_discount_cents: number;
  store_credit_cents: number;
  total_cents: number;
  city: string | null;
  state: string | null;
  payment_method: string | null;
  payment_id: string | null;
  payment_email: string | null;
  tracking_number: string | null;
  carrier: OrderView['carrier'];
  shipping_address: ShippingAddress | null;
  notes: string | null;
  source: OrderView['source'];
  has_subscription: boolean;
  subscription_months: number | null;
  created_at: Date;
  paid_at: Date | null;
  processing_at: Date | null;
  shipped_at: Date | null;
  expires_at: Date | null;
  cancelled_at: Date | null;
  cancellation_reason: string | null;
  payment_mismatch: PaymentMismatchRecord | null;
  /** The shopper session that placed it (checkout and auction purchases; null for back-office orders). */
  placed_session_id: string | null;
  /** canonicalEmail(customer_email), which per-shopper limits count by (null for back-office orders). */
  canonical_email: string | null;
}

/** orders.payment_mismatch: the order's last payment notice that did not match its total. */
/** How many orders a search finds. */
export interface OrderCountRow {
  n: number;
}

export interface PaymentMismatchRecord {
  eventId: string;
  paymentId: string | null;
  amountCents: number;
  currency: string | null;
  receivedAt: string;
}

/** A sum of `orders.total_cents` (a bigint sum, so pg answers it as a string). */
export interface OrderTotalRow {
  cents: string;
}

/** How many units of one thing a shopper's live orders hold, summed over their lines. */
export interface HeldUnitsRow {
  held: number;
}

/** How many of a shopper's orders are still unpaid. */
export interface UnpaidOrderCountRow {
  unpaid: number;
}

/** A timestamp column as the API answers it: ISO 8601, or null. */
export const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    orderNumber: Number(row.order_number),
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    status: row.status,
    items: row.items,
    subtotal: toDollars(row.subtotal_cents),
    shipping: toDollars(row.shipping_cents),
    tax: toDollars(row.tax_cents),
    couponCode: row.coupon_code,
    couponDiscount: toDollars(row.coupon_discount_cents),
    storeCredit: toDollars(row.store_credit_cents),
    total: toDollars(row.total_cents),
    city: row.city,
    state: row.state,
    paymentMethod: row.payment_method,
    paymentId: row.payment_id,
    paymentEmail: row.payment_email ?? null,
    trackingNumber: row.tracking_number,
    carrier: row.carrier ?? null,
    trackingUrl: trackingUrl(row.carrier ?? null, row.tracking_number),
    shippingAddress: row.shipping_address,
    notes: row.notes,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(row.paid_at),
    processingAt: iso(row.processing_at ?? null),
    shippedAt: iso(row.shipped_at ?? null),
    expiresAt: iso(row.expires_at),
    cancelledAt: iso(row.cancelled_at ?? null),
    cancellationReason: row.cancellation_reason ?? null,
    paymentMismatch: row.payment_mismatch ? toPaymentMismatch(row.payment_mismatch) : null,
  };
}

function toPaymentMismatch(record: PaymentMismatchRecord): PaymentMismatch {
  return {
    eventId: record.eventId,
    paymentId: record.paymentId,
    amount: toDollars(record.amountCents),
    currency: record.currency,
    receivedAt: record.receivedAt,
  };
}

/** What an order keeps of a quoted line: the line as it was priced, whatever the catalogue does later. */
export function toOrderLine(line: QuotedLine | OrderLine): OrderLine {
  return {
    id: line.id,
    name: line.name,
    type: line.type,
    duration: line.duration,
    quantity: line.quantity,
    price: line.price,
    originalPrice: line.originalPrice,
    image: line.image,
    ...('credits' in line && typeof line.credits === 'number' ? { credits: line.credits } : {}),
  };
}
