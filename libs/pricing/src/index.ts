/**
 * The shop's pricing rules (decisions.md §1–2): pure functions over integer
 * cents, free of I/O and of Node-only APIs, shared by the services (to charge)
 * and the web app (to display).
 */
export * from './money';
export * from './pan-prices';
export * from './sale-timer';
export * from './discounts';
export * from './paint-count';
