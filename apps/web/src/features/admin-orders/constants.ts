import { PAID_ORDER_STATUSES, type OrderStatus, type PaymentProviderName } from '@shop/contracts';

/** docs/product/back-office.md §9: the order list is polled every 30 s. */
export const ORDERS_POLL_MS = 30_000;
/** The short id shown for an order (docs/product/back-office.md §2.9). */
export const SHORT_ID_LENGTH = 8;
/** The customer name of a real order when none is given. */
export const DEFAULT_CUSTOMER_NAME = 'Customer';
/** The one line of a real order entered without items. */
export const ORDER_ITEMS_LINE = 'Order Items';
/** The orders waiting to ship as a CSV; the gateway names the file (content-disposition), the admin cookie goes with the link. */
export const TO_SHIP_CSV_URL = '/api/admin/orders/to-ship.csv';
/** How the order screen names each payment provider. */
export const PROVIDER_LABELS = { paypal: 'PayPal', stripe: 'Stripe', transfer: 'Bank transfer' } as const satisfies Record<
  PaymentProviderName,
  string
>;
/** The statuses in which an order's payment may be refunded (the server answers 409 `ORDER_STATUS_CONFLICT` for any other). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES;
/** How far ahead of the screen an order's payments start loading (a list holds up to 200 orders). */
export const PAYMENTS_PRELOAD_MARGIN = '600px';
