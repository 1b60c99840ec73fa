import type TestAgent from 'supertest/lib/agent';
import { TEST_ADMIN, TestShop } from './test-shop';

/**
 * What the bad-input sweeps (test/integration/bad-input-sweep.e2e-spec.ts and bad-input-property.e2e-spec.ts) give a
 * wrong request to damage, and the snapshot they compare before and after: if any request they send changed the shop,
 * the two snapshots differ.
 */

/** The customer who owns the saved cart and the paid order the sweeps must leave alone. */
export const SWEEP_CUSTOMER = 'sweep-customer@watercolor.test';

export interface SweepSessions {
  /** Cookie header values the sweeps send. */
  adminCookie: string;
  shopperCookie: string;
  /** A signed-in admin client for the snapshots (its session is not the one the sweep may sign out). */
  admin: TestAgent;
  productId: string;
}

/** The cookie a sign-in answered with, as a Cookie header value. */
export function cookieOf(res: { headers: Record<string, unknown> }, name: string): string {
  const found = ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(';')[0];
}

/**
 * Signs in an admin and the shopper `shopperEmail` (as raw cookies for the sweep), and stores something of each kind
 * for a wrong request to damage: a product, a coupon, a paid order, a customer's saved cart.
 */
export async function seedSweepState(t: TestShop, shopperEmail: string): Promise<SweepSessions> {
  const admin = t.client();
  const adminCookie = cookieOf(await admin.post('/api/admin/login').send(TEST_ADMIN).expect(200), 'shop_admin');
  const shopper = t.client();
  const shopperCookie = cookieOf(await shopper.post('/api/users').send({ email: shopperEmail }).expect(200), 'shop_session');

  const { body: product } = await admin
    .post('/api/products')
    .field('name', 'Sweep Blue')
    .field('category', 'Individual Colors')
    .field('price', '12.5')
    .expect(201);
  await admin.post('/api/coupons').send({ code: 'SWEEP10', discountPercentage: 10 }).expect(201);
  await admin
    .post('/api/admin/orders/manual')
    .send({ customerEmail: SWEEP_CUSTOMER, items: [{ name: 'Sweep Blue', price: 12.5, quantity: 2 }], total: 25 })
    .expect(201);
  const customer = await t.verifiedShopper(SWEEP_CUSTOMER);
  await customer
    .post('/api/cart/save')
    .send({ userEmail: SWEEP_CUSTOMER, cartItems: [{ id: `${product.id}-half`, quantity: 2 }] })
    .expect(200);
  return { adminCookie, shopperCookie, admin: await t.admin(), productId: product.id };
}

/**
 * Everything the shop holds that a wrong request could change, as an admin reads it: the catalogue, orders, coupons, plans,
 * deals and auctions, giveaways and shares, the gallery, referrals and commission, chat sessions, paint credits, and
 * the customer's saved cart.
 */
export async function shopSnapshot(admin: TestAgent) {
  const read = async (path: string) => (await admin.get(path).expect(200)).body;
  return {
    products: await read('/api/admin/products?pageSize=50'),
    counts: await read('/api/admin/products/counts'),
    deactivated: await read('/api/admin/deactivated-products'),
    orders: await read('/api/admin/orders'),
    coupons: await read('/api/admin/coupons'),
    mysteryBoxes: await read('/api/mystery-boxes'),
    mysteryBoxStatus: await read('/api/mystery-box/status'),
    subscriptions: await read('/api/admin/subscriptions'),
    lessons: await read('/api/lessons'),
    pigments: await read('/api/pigments'),
    saleTimers: await read('/api/sale-timers'),
    cart: await read(`/api/cart/${SWEEP_CUSTOMER}`),
    categories: await read('/api/categories'),
    categoryHeaders: await read('/api/category-headers'),
    auctions: await read('/api/admin/dutch-auctions'),
    deals: await read('/api/admin/daily-deals'),
    scheduledDeals: await read('/api/admin/daily-deals/scheduled'),
    giveaways: await read('/api/giveaways'),
    shareEntries: await read('/api/admin/share-entries'),
    redFlags: await read('/api/red-flags'),
    gallery: await read('/api/admin/gallery'),
    referralTiers: await read('/api/referrals/tiers'),
    commissionSettings: await read('/api/admin/commission-settings'),
    referralLinks: await read('/api/admin/referrals/all-links'),
    referralTransactions: await read('/api/admin/referral-transactions'),
    chatSessions: await read('/api/admin/chat/sessions'),
    paintCredits: await read('/api/admin/paint-credits/overview'),
  };
}
