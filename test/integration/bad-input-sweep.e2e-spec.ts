import { describeRoutes, GatewayRoute } from '../../apps/gateway/src/bootstrap/route-list';
import { startTestShop, TestShop } from '../support/test-shop';
import { seedSweepState, shopSnapshot } from '../support/shop-state';
import { OrderPatterns } from '@shop/contracts';

interface SweepFailure { route: string; variant: string; identity: string; sent: string; status: number | string; problem: string; answer: string }
interface SweepResult {
  accepted: { route: string; variant: string; identity: string; status: number }[];
  requests: number;
  routes: number;
  durationMs: number;
  statuses: Record<string, number>;
  byRoute: Record<string, Record<string, number>>;
  failures: SweepFailure[];
}
interface Sweep {
  sweepBadInput(options: { baseUrl: string; routes: GatewayRoute[]; cookies: { shopper: string; admin: string }; concurrency?: number }): Promise<SweepResult>;
  formatSweep(result: SweepResult): string;
  requestsFor(route: GatewayRoute): { name: string }[];
}
// Plain JS, shared with bench/bad-input.bench.js.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sweepBadInput, formatSweep, requestsFor } = require('../../bench/lib/bad-input') as Sweep;

/** The shopper the sweep signs in as (test/support/shop-state.ts holds the customer whose cart and order it must leave alone). */
const SHOPPER = 'sweep-shopper@watercolor.test';

/**
 * The writes a sweep request may be answered 2xx by: routes that take no input, and values their contract takes on
 * purpose. Any other 2xx write is a value a contract let through: the test names it.
 */
const MAY_TAKE = [
  /^POST \/api\/(users|admin)\/logout /, // takes no input
  /^POST \/api\/users\/activity field timeSpent /, // seconds; a fraction is rounded (docs/api.md)
  /^POST \/api\/users\/activity field metadata /, // any object
  /^POST \/api\/cart\/save field cartItems\.(price|shipping|mysteryBoxValue) /, // display amounts, replaced by the catalogue's
  /^POST \/api\/coupons\/validate field orderTotal /, // a browser's sum, any decimals
  /^DELETE \/api\/red-flags\/:email /, // the path's e-mail is a right one; clearing takes nothing else and is idempotent
];

describe('the bad-input sweep: no input a user can send answers 5xx or changes anything (docs/rules.md §5)', () => {
  let t: TestShop;
  // Each request comes from its own address (X-Forwarded-For), so per-address limits do not stop it short of validation.
  beforeAll(async () => { t = await startTestShop({ TRUST_PROXY: 'true' }); });
  afterAll(() => t.close());

  it('sends at least 30 malformed variants to every route the gateway serves, and none answers 5xx or changes the shop', async () => {
    // Something of each kind for a wrong request to damage: a product, a coupon, a paid order, a saved cart.
    const { adminCookie, shopperCookie, admin, productId } = await seedSweepState(t, SHOPPER);
    const before = await shopSnapshot(admin);
    expect(JSON.stringify(before.cart)).toContain(productId);

    const routes = describeRoutes(t.shop.app, { email: SHOPPER });
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect({ route: `${route.method} ${route.path}`, variants: requestsFor(route).length >= 30 }).toEqual({ route: `${route.method} ${route.path}`, variants: true });

    const result = await sweepBadInput({ baseUrl: t.url, routes, cookies: { shopper: shopperCookie, admin: adminCookie }, concurrency: 16 });
    console.log(formatSweep(result));

    expect(result.failures).toEqual([]);
    expect(result.accepted.map((a) => `${a.route} ${a.variant}`).filter((write) => !MAY_TAKE.some((taken) => taken.test(write)))).toEqual([]);
    expect(Object.keys(result.byRoute)).toHaveLength(routes.length);
    // The sweep ends with the sign-out routes: what it left is read with a fresh admin session.
    const after = await shopSnapshot(await t.admin());
    expect(after).toEqual(before);
  }, 240_000);

  it("checks a form's JSON text like the request itself: a list nested 50,000 deep, an escaped NUL or lone surrogate answers 400 naming it", async () => {
    const admin = await t.admin();
    const product = (subcategories: string) => admin.post('/api/products')
      .field('name', 'Sweep Green').field('category', 'Individual Colors').field('price', '5').field('subcategories', subcategories);
    expect((await product(`${'['.repeat(50_000)}${']'.repeat(50_000)}`).expect(400)).body.message)
      .toBe('subcategories nests too deeply (at most 32 levels of lists and objects)');
    expect((await product('["Blues","Gr\\u0000eens"]').expect(400)).body.message)
      .toBe('subcategories.1 must not contain control characters (tabs and line breaks are fine)');
    const plan = await admin.post('/api/subscriptions').field('title', 'Sweep Plan').field('basePrice', '10').field('reviews', '["\\ud800"]').expect(400);
    expect(plan.body.message).toBe('reviews.0 must be valid Unicode text');
    const { body: products } = await admin.get('/api/admin/products?pageSize=50').expect(200);
    expect(JSON.stringify(products)).not.toContain('Sweep Green');
  });

  it('answers a value the database refuses, sent to a service past the contracts, with 400 and stores nothing (the last net)', async () => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/orders').expect(200)).body;
    const order = { customerEmail: SHOPPER, items: [{ name: 'Sweep Blue', price: 1, quantity: 1 }], total: 21_474_836.48 };
    await expect(t.shop.bus.request(OrderPatterns.createManual, order)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin.get('/api/admin/orders').expect(200)).body).toEqual(before);
  });
});
