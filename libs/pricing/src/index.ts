/**
 * The shop's pricing rules (docs/rules.md §1–3): pure functions over integer
 * cents, free of I/O and of Node-only APIs, shared by the services (to charge)
 * and the web app (to display).
 */
export * from './money';
export * from './pan-prices';
export * from './sale-timer';
export * from './discounts';
export * from './paint-count';
export * from './cart-lines';
export * from './tax';
export * from './coupons';
export * from './mystery-box';
export * from './subscription-price';
export * from './cart';
export * from './auction-price';
export * from './credits';
