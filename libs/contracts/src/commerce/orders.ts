import { formatCents } from '@shop/pricing';
import { DEAL_LINE_TYPE } from './daily-deals';
import { AUCTION_LINE_TYPE } from './dutch-auctions';
import type { PaymentProviderName } from './payments';

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
  /** An admin cancels a pending or paid order with a reason; it gives back what it held (docs/rules.md §6). */
  cancel: 'commerce.order.cancel',
  /** Paid and processing orders, oldest first: what is waiting to ship (the CSV of GET /api/admin/orders/to-ship.csv). */
  toShip: 'commerce.order.to-ship',
  /** The verified shopper's last shipping address, remembered from her last checkout. */
  lastShippingAddress: 'commerce.order.last-shipping-address',
  /** The shopper opens the payment of her own pending order again (My orders' Pay now). */
  payMine: 'commerce.order.pay-mine',
  /** The shopper cancels her own pending order (My orders' Cancel): it gives back what it held. */
  cancelMine: 'commerce.order.cancel-mine',
} as const;

/** The longest text the admin's order search takes. */
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** The most orders one page of the admin's order list holds; without a size, ORDER_LIST_DEFAULT_LIMIT. */
export const ORDER_LIST_MAX_LIMIT = 500;
export const ORDER_LIST_DEFAULT_LIMIT = 200;

/** The reason an order the shopper cancelled herself carries (its cancellation e-mail quotes it). */
export const CANCELLED_BY_SHOPPER_REASON = 'Cancelled by the shopper before paying';

export const OrderEvents = {
  created: 'order.created',
  paid: 'order.paid',
  expired: 'order.expired',
  processing: 'order.processing',
  shipped: 'order.shipped',
  cancelled: 'order.cancelled',
} as const;

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Pending orders expire after 48 hours and release what they held (docs/rules.md §6). */
export const PENDING_ORDER_HOURS = 48;
/**
 * A pending order holding daily-deal or auction units lapses 30 minutes after checkout instead, so unpaid orders
 * cannot keep scarce units off sale (docs/rules.md §6, §7).
 */
export const HELD_UNITS_PENDING_MINUTES = 30;
const HELD_UNIT_LINE_TYPES: readonly string[] = [DEAL_LINE_TYPE, AUCTION_LINE_TYPE];

/** How long a new order with these lines stays pending before it expires, in minutes. */
export function pendingOrderMinutes(lines: readonly { type: string }[]): number {
  return lines.some((line) => HELD_UNIT_LINE_TYPES.includes(line.type)) ? HELD_UNITS_PENDING_MINUTES : PENDING_ORDER_HOURS * 60;
}

/** One session holds at most this many unpaid (pending) orders at once; the next checkout is refused (docs/rules.md §7: 409). */
export const MAX_UNPAID_ORDERS_PER_SESSION = 3;
export const TOO_MANY_UNPAID_ORDERS_MESSAGE = `You already have ${MAX_UNPAID_ORDERS_PER_SESSION} unpaid orders. Pay or wait for one to expire before checking out again.`;

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

/** Orders that can still be cancelled: nothing has been packed or sent yet. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'paid'];
export const CANCEL_REASON_MAX_LENGTH = 500;

/** What order.cancelled carries (OrderEvents.cancelled). */
export interface OrderCancelledEvent {
  orderId: string;
  orderNumber: number;
  email: string;
  customerName: string | null;
  /** The status it was cancelled from: a paid order also takes back what its payment earned (credits, commission). */
  from: 'pending' | 'paid';
  reason: string;
  totalCents: number;
  subtotalCents: number;
  cancelledAt: string;
}

/**
 * Where an order ships: the shop ships within the United States (docs/rules.md §6). The city and state are the ones tax
 * is worked out from.
 */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  /** A US state, district or territory code, upper-case (US_STATE_CODES). */
  state: string;
  /** 12345 or 12345-6789. */
  zipCode: string;
  /** Always 'US'. */
  country: string;
}

export const SHIPPING_COUNTRY = 'US';
/** How SHIPPING_COUNTRY is written out for people. */
export const SHIPPING_COUNTRY_NAME = 'United States';
/** What a shopper may type for the country; each means SHIPPING_COUNTRY. */
export const SHIPPING_COUNTRY_NAMES = ['US', 'USA', 'United States', 'United States of America'] as const;
/** An address part is one line: no line break, tab or other control character (it goes on a parcel label and in a CSV). */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const ADDRESS_NAME_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 200;
/** The 50 states, DC, the inhabited territories and the military post codes. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
  'AA',
  'AE',
  'AP',
] as const;

/** As a parcel label shows it: name, street, "city, state ZIP", country. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country === SHIPPING_COUNTRY ? SHIPPING_COUNTRY_NAME : address.country,
  ];
}

/** One line for lists and CSVs: "Ada Lovelace, 1 Main St, Springfield, IL 62701, US". */
export function formatShippingAddress(address: ShippingAddress): string {
  return `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`;
}

/** The columns of the orders-to-ship CSV, in order (GET /api/admin/orders/to-ship.csv). */
export const TO_SHIP_CSV_COLUMNS = [
  'orderNumber',
  'status',
  'paidAt',
  'customerEmail',
  'firstName',
  'lastName',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
  'items',
  'notes',
] as const;

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
  /** Where it ships, as given at checkout; null for orders made without one (manual, real, or an API checkout without it). */
  shippingAddress: ShippingAddress | null;
  notes: string | null;
  source: 'checkout' | 'manual' | 'real';
  createdAt: string;
  paidAt: string | null;
  processingAt: string | null;
  shippedAt: string | null;
  expiresAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  /** The last payment notice that did not match the order's total (docs/rules.md §6), for the owner to look into; null when none. */
  paymentMismatch: PaymentMismatch | null;
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
  /** The provider's page where the shopper pays (PayPal's approval, Stripe Checkout, or the transfer page). */
  paymentUrl: string;
  paymentProvider: PaymentProviderName;
  expiresAt: string;
}

/** The shop's one currency (ISO 4217 code). */
export const SHOP_CURRENCY = 'USD';
/** A currency as a payment provider names it: an ISO 4217 code, any case. */
export const CURRENCY_CODE_PATTERN = /^[A-Za-z]{3}$/;

/** What a payment notice says was paid: its amount in cents and the currency it named (upper-case), if any. */
export interface PaymentNotice {
  amountCents: number;
  currency: string | null;
}

/** A payment notice that did not pay its order because its amount or currency is not the order's total (docs/rules.md §6). */
export interface PaymentMismatch {
  eventId: string;
  paymentId: string | null;
  /** Dollars, as the notice said. */
  amount: number;
  /** The currency the notice named, upper-case; null when it named none. */
  currency: string | null;
  receivedAt: string;
}

/**
 * Why a payment notice cannot pay an order of `totalCents`, or null when it can: a notice pays only when its amount
 * equals the total to the cent and its currency, when named, is the shop's.
 */
export function paymentMismatchProblem(notice: PaymentNotice, totalCents: number): string | null {
  if (notice.currency !== null && notice.currency !== SHOP_CURRENCY) {
    return `Payment currency ${notice.currency} does not match the shop's currency ${SHOP_CURRENCY}`;
  }
  if (notice.amountCents !== totalCents) {
    return `Payment amount ${formatCents(notice.amountCents)} does not match the order total ${formatCents(totalCents)}`;
  }
  return null;
}

export const PAYMENT_EVENT_REUSED_MESSAGE = 'This payment event id was already used for another order';

/** What POST /api/payments/webhook answers a notice it accepts: `duplicate` when its event id was heard before. */
export interface PaymentWebhookReply {
  received: true;
  duplicate: boolean;
  status: OrderStatus;
}
