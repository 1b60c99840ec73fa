/** admin.md §2.3 and §9: the time windows of the panel, in hours; 24 is the default. */
export const ABANDONED_CART_WINDOWS = [
  { hours: 1, label: 'Last 1 hour' },
  { hours: 6, label: 'Last 6 hours' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 48, label: 'Last 2 days' },
  { hours: 72, label: 'Last 3 days' },
  { hours: 168, label: 'Last week' },
] as const;
export type AbandonedCartWindow = (typeof ABANDONED_CART_WINDOWS)[number]['hours'];
export const DEFAULT_ABANDONED_CART_WINDOW: AbandonedCartWindow = 24;

/** The recovery coupon Send Offer asks the server for: 10 % off, single use (the server makes it valid 7 days). */
export const OFFER_DEFAULT_PERCENT = 10;

export const EMPTY_STATE = 'No abandoned carts found in the selected timeframe.';
/** admin.md §7: what Send Offer shows (an alert, and here also a toast and the cart's status line). */
export const OFFER_SENT_TITLE = 'Cart recovery offer sent!';
export const OFFER_FAILED_TITLE = 'Failed to send offer';
/** The subject "Email Direct" fills in the admin's mail client. */
export const DIRECT_EMAIL_SUBJECT = 'The watercolors waiting in your cart';
