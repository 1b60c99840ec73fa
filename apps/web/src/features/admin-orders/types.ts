/**
 * Order shapes of the back office. The orders the server answers are the contracts'
 * (libs/contracts), imported as types only: erased at build, so class-validator never
 * reaches the bundle. What the forms send (admin.md §3) is the web app's own.
 * Money is dollars with at most two decimals.
 */

/** An order as GET /api/admin/orders (and /product-orders) answers it; its lines. */
export type { OrderLine, OrderView as Order } from '@shop/contracts';

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

/**
 * One paid subscription line (GET /api/admin/subscription-orders). Not in the contracts:
 * the commerce service's own SubscriptionOrderView, so it is described here.
 */
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
