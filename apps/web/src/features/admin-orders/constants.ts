import { PAID_ORDER_STATUSES, type OrderStatus, type PaymentProviderName } from '@shop/contracts';

/** docs/product/back-office.md §9: the order list is polled every 30 s. */
export const ORDERS_POLL_MS = 30_000;
/** Customer Orders shows this many orders a page (the server takes up to ORDER_LIST_MAX_LIMIT, 500). */
export const ORDERS_PAGE_SIZE = 25;
/** How long typing in the order search rests before it searches (Enter searches at once). */
export const ORDER_SEARCH_DELAY_MS = 300;
/** The longest search text the server takes (from the contracts). */
export { ORDER_SEARCH_MAX_LENGTH } from '@shop/contracts';
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
/** How far ahead of the screen an order's payments start loading (a page holds ORDERS_PAGE_SIZE orders). */
export const PAYMENTS_PRELOAD_MARGIN = '600px';
