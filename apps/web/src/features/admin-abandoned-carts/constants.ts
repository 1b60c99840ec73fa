import { ABANDONED_CART_WINDOWS, type AbandonedCartWindow } from '@shop/contracts';

/** docs/product/back-office.md §2.3 and §9: the panel's time windows (the server's), as the select names them. */
const WINDOW_LABELS: Record<AbandonedCartWindow, string> = {
  1: 'Last 1 hour',
  6: 'Last 6 hours',
  24: 'Last 24 hours',
  48: 'Last 2 days',
  72: 'Last 3 days',
  168: 'Last week',
};
export const ABANDONED_CART_WINDOW_OPTIONS = ABANDONED_CART_WINDOWS.map((hours) => ({ hours, label: WINDOW_LABELS[hours] }));

export const EMPTY_STATE = 'No abandoned carts found in the selected timeframe.';
/** docs/product/back-office.md §7: what Send Offer shows (an alert, and here also a toast and the cart's status line). */
export const OFFER_SENT_TITLE = 'Cart recovery offer sent!';
export const OFFER_FAILED_TITLE = 'Failed to send offer';
/** The subject "Email Direct" fills in the admin's mail client. */
export const DIRECT_EMAIL_SUBJECT = 'The watercolors waiting in your cart';
