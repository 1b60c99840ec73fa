/** Every route path of the web app, in one place. */
export const paths = {
  home: '/',
  subscriptions: '/subscriptions',
  products: '/products',
  learning: '/learning',
  lessons: '/lessons',
  gallery: '/gallery',
  credits: '/credits',
  referrals: '/referrals',
  myOrders: '/orders',
  success: '/success',
  cancel: '/cancel',
  commissionSettings: '/commission-settings',
  admin: {
    dashboard: '/admin',
    chat: '/admin/chat',
    deactivated: '/admin/deactivated',
    paintCredits: '/admin/paint-credits',
    orders: '/admin/orders',
    manualOrder: '/admin/orders/manual',
    packingSlip: '/admin/orders/:id/packing-slip',
    analytics: '/admin/analytics',
    dailyDealsScheduler: '/admin/daily-deals/scheduler',
  },
} as const;

/** /products, keeping a giveaway id when there is one (/products?giveaway={id}). */
export function productsHref(giveawayId?: string | null): string {
  if (!giveawayId) return paths.products;
  return `${paths.products}?${new URLSearchParams({ giveaway: giveawayId })}`;
}

/** The landing page, keeping a giveaway id so the shopper lands on it after signing in. */
export function homeHref(giveawayId?: string | null): string {
  if (!giveawayId) return paths.home;
  return `${paths.home}?${new URLSearchParams({ giveaway: giveawayId })}`;
}

/** The query parameter that opens the cart on a shop page (`?cart=open`); the cart widget removes it once open. */
export const OPEN_CART_PARAM = { name: 'cart', value: 'open' } as const;

/** The shop page with the cart open: where the payment result pages send her back to her cart. */
export function cartHref(): string {
  return `${paths.products}?${new URLSearchParams({ [OPEN_CART_PARAM.name]: OPEN_CART_PARAM.value })}`;
}

/** An order's printable packing slip (/admin/orders/{id}/packing-slip). */
export function packingSlipHref(orderId: string): string {
  return paths.admin.packingSlip.replace(':id', encodeURIComponent(orderId));
}

/** True for the admin area, whose pages use the admin session instead of the shopper one. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard || pathname.startsWith(`${paths.admin.dashboard}/`) || pathname === paths.commissionSettings;
}
