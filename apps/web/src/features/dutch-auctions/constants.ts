/** The list is fetched again this often (docs/product/engagement.md §7, §9); between fetches the price steps down on its own. */
export const GRAVITY_SALES_REFRESH_MS = 30_000;

/** The card's clock ticks this often: the price and the next-drop countdown follow it. */
export const GRAVITY_TICK_MS = 1000;

/** docs/product/engagement.md §8 "Gravity sales". */
export const GRAVITY_MESSAGES = {
  listFailedTitle: 'Error loading gravity sales',
  listFailedMessage: 'Please try again later',
  purchaseFailedTitle: 'Purchase Failed',
  purchaseFailedFallback: 'Something went wrong. Please try again.',
  empty: 'No gravity sales right now. Check back soon.',
  signInFirst: 'Enter your e-mail on the welcome page first: your order is made out to it.',
} as const;
