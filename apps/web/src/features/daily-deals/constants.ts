/** Countdowns tick every second (docs/product/engagement.md §4 "Daily deal"). */
export const DEAL_TICK_MS = 1000;

/** docs/product/engagement.md §8 "Daily deals", and the section's own lines. */
export const DEAL_MESSAGES = {
  addFailed: 'Failed to add item to cart',
  listFailedTitle: 'Error loading daily deals',
  listFailedMessage: 'Please try again later',
  expired: 'EXPIRED',
} as const;
