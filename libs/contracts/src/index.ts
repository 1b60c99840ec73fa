/**
 * Everything the services and the gateway share: the browser-safe values and
 * types (web.ts) and the DTO classes (`*.dto.ts`, class-validator), which only
 * servers load. The web app imports `@shop/contracts` too, resolved to web.ts.
 */
export * from './web';
export * from './validation';
export * from './params.dto';
export * from './engagement/users.dto';
export * from './engagement/giveaways.dto';
export * from './engagement/shares.dto';
export * from './engagement/referrals.dto';
export * from './engagement/gallery.dto';
export * from './catalog/products.dto';
export * from './catalog/product-csv.dto';
export * from './catalog/learning.dto';
export * from './catalog/sale-timers.dto';
export * from './catalog/site-config.dto';
export * from './commerce/subscriptions.dto';
export * from './commerce/cart.dto';
export * from './commerce/orders.dto';
export * from './commerce/coupons.dto';
export * from './commerce/mystery-boxes.dto';
export * from './commerce/abandoned-carts.dto';
export * from './commerce/daily-deals.dto';
export * from './commerce/dutch-auctions.dto';
export * from './commerce/credits.dto';
export * from './commerce/store-credit.dto';
export * from './commerce/stock.dto';
export * from './admin-reporting/admins.dto';
export * from './admin-reporting/audit.dto';
export * from './admin-reporting/users.dto';
export * from './admin-reporting/sales.dto';
export * from './admin-reporting/exports.dto';
export * from './chat/chat.dto';
export * from './bus-requests';
