/**
 * What the back office's order forms send (docs/product/back-office.md §3). The orders the server
 * answers are the contracts' (OrderView, SubscriptionOrderView). Money is
 * dollars with at most two decimals.
 */

/** POST /api/admin/orders/manual (docs/product/back-office.md §3 "Manual order payload"). */
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

/** POST /api/admin/orders/add-real (docs/product/back-office.md §3 "Real order"). */
export type RealOrderInput = {
  customerEmail: string;
  customerName: string;
  paymentEmail: string;
  total: number;
  items: { name: string; quantity: number; price: number }[];
  notes?: string;
};
