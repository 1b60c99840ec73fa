import { OrderLine, OrderView, QuotedLine, ShippingAddress, trackingUrl } from '@shop/contracts';
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
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

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
  };
}

/** What an order keeps of a quoted line: the line as it was priced, whatever the catalogue does later. */
export function toOrderLine(line: QuotedLine | OrderLine): OrderLine {
  return {
    id: line.id, name: line.name, type: line.type, duration: line.duration, quantity: line.quantity,
    price: line.price, originalPrice: line.originalPrice, image: line.image,
    ...('credits' in line && typeof line.credits === 'number' ? { credits: line.credits } : {}),
  };
}
