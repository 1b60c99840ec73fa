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
/** Pending orders expire after 48 hours and release what they held (docs/rules.md §6). */
export const PENDING_ORDER_HOURS = 48;

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
  shippingAddress: Record<string, string> | null;
  notes: string | null;
  source: 'checkout' | 'manual' | 'real';
  createdAt: string;
  paidAt: string | null;
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
