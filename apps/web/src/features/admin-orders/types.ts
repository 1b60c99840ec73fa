/**
 * Order shapes of the back office, copied from docs/api.md ("Cart, checkout and
 * orders") and admin.md §3; the web app never imports @shop/contracts.
 * Money is dollars with at most two decimals.
 */

export type OrderStatus = 'pending' | 'paid' | 'processing' | 'shipped' | 'completed' | 'expired' | 'cancelled' | (string & {});

export type OrderExtender = { name: string; price: number };

export type OrderLine = {
  id: string;
  name: string;
  type: string;
  duration?: number | null;
  quantity: number;
  price: number;
  originalPrice?: number;
  image?: string | null;
  extenders?: OrderExtender[];
};

/** admin.md §2.9: firstName, lastName, street, city, state, zipCode, country. */
export type ShippingAddress = Record<string, string | null | undefined>;

/** An order as GET /api/admin/orders (and /product-orders) answers it. */
export type Order = {
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
  trackingNumber: string | null;
  shippingAddress: ShippingAddress | null;
  notes: string | null;
  source: 'checkout' | 'manual' | 'real' | (string & {});
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
};

/** POST /api/admin/orders/manual (admin.md §3 "Manual order payload"). */
export type ManualOrderInput = {
  customerEmail: string;
  customerName?: string;
  items: { id: 'manual-entry'; name: string; type: 'manual-entry'; price: number; quantity: number }[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  status: 'paid';
  paymentMethod: 'paypal';
  paymentId?: string;
  notes?: string;
};

/** POST /api/admin/orders/add-real (admin.md §3 "Real order"). */
export type RealOrderInput = {
  customerEmail: string;
  customerName: string;
  paymentEmail: string;
  total: number;
  items: { name: string; quantity: number; price: number }[];
  notes?: string;
};

/** One paid subscription line (GET /api/admin/subscription-orders). */
export interface SubscriptionOrder {
  id: string;
  orderId: string;
  subscriptionPlan: string;
  duration: number;
  amount: number;
  status: 'active' | 'completed' | 'pending';
  createdAt: string;
  nextShipmentDate: string | null;
  userEmail: string;
  paymentMethod: string | null;
  shippingCity: string | null;
  shippingState: string | null;
}
