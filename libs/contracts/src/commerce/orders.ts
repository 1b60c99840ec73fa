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
  markProcessing: 'commerce.order.mark-processing',
  markShipped: 'commerce.order.mark-shipped',
  /** The shopper's own orders (docs/rules.md §4): her e-mail comes from her session, never the request. */
  mine: 'commerce.order.mine',
  mineOne: 'commerce.order.mine-one',
} as const;

export const OrderEvents = {
  created: 'order.created',
  paid: 'order.paid',
  expired: 'order.expired',
  processing: 'order.processing',
  shipped: 'order.shipped',
} as const;

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Pending orders expire after 48 hours and release what they held (docs/rules.md §6). */
export const PENDING_ORDER_HOURS = 48;

/** The carriers an order ships with (POST /api/admin/orders/:id/ship). */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];
export const TRACKING_NUMBER_MAX_LENGTH = 64;
/** Letters, digits and dashes: what carriers print, and safe inside a tracking link. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

const TRACKING_PAGES: Record<Exclude<Carrier, 'Other'>, string> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id=',
};

/** The carrier's public tracking page for a parcel; null when the carrier is Other or unknown, or there is no number. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !(carrier in TRACKING_PAGES)) return null;
  return TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES] + encodeURIComponent(trackingNumber);
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
  /** The credits this line earns once the order is paid (docs/rules.md §8), worked out at checkout; absent on orders made otherwise. */
  credits?: number;
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
  carrier: Carrier | null;
  /** The carrier's tracking page for trackingNumber (trackingUrl()); null for Other. */
  trackingUrl: string | null;
  shippingAddress: Record<string, string> | null;
  notes: string | null;
  source: 'checkout' | 'manual' | 'real';
  createdAt: string;
  paidAt: string | null;
  processingAt: string | null;
  shippedAt: string | null;
  expiresAt: string | null;
}

/** docs/product/back-office.md §3 "Subscription order": one per subscription line of a paid order (GET /api/admin/subscription-orders). */
export interface SubscriptionOrderView {
  id: string;
  orderId: string;
  subscriptionPlan: string;
  plan: string;
  subscriptionId: string | null;
  duration: number;
  amount: number;
  status: 'active' | 'completed' | 'pending';
  createdAt: string;
  nextShipmentDate: string | null;
  userEmail: string;
  userId: string | null;
  paymentMethod: string | null;
  shippingAddress: string | null;
  shippingCity: string | null;
  shippingState: string | null;
}

export interface CheckoutResult {
  orderId: string;
  orderNumber: number;
  status: 'pending';
  total: number;
  paymentUrl: string;
  expiresAt: string;
}
