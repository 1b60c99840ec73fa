/**
 * The browser entry of the contracts: constants, answer and request types,
 * message patterns, event names, socket event names and pure rules — no
 * class-validator, class-transformer, reflect-metadata or Node API, so the web
 * app imports these as values (its Vite alias and tsconfig path point
 * `@shop/contracts` here). The DTO classes live in `*.dto.ts` files, exported
 * only by index.ts. `web-entry.spec.ts` holds every file reachable from here to that.
 */
export * from './errors';
export * from './events';
export * from './services';
export * from './email';
export * from './idempotency';
export * from './params';
export * from './bounds';
export * from './uploads';
export * from './csv';
export * from './text';
export * from './engagement/users';
export * from './engagement/giveaways';
export * from './engagement/shares';
export * from './engagement/referrals';
export * from './engagement/parachutes';
export * from './engagement/sessions';
export * from './engagement/gallery';
export * from './catalog/site-config';
export * from './catalog/products';
export * from './catalog/product-csv';
export * from './catalog/learning';
export * from './catalog/sale-timers';
export * from './catalog/pricing';
export * from './commerce/subscription-status';
export * from './commerce/subscriptions';
export * from './commerce/cart';
export * from './commerce/orders';
export * from './commerce/payments';
export * from './commerce/stock';
export * from './commerce/coupons';
export * from './commerce/mystery-boxes';
export * from './commerce/abandoned-carts';
export * from './commerce/daily-deals';
export * from './commerce/dutch-auctions';
export * from './commerce/credits';
export * from './admin-reporting/admins';
export * from './admin-reporting/audit';
export * from './admin-reporting/users';
export * from './admin-reporting/sales';
export * from './admin-reporting/exports';
export * from './admin-reporting/analytics';
export * from './chat/chat';
export * from './chat/socket-events';
export * from './rules';
