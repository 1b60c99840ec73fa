import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import type { RouteWithInputs as GatewayRoute } from '../../apps/gateway/src/testing/route-inputs';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { shopSnapshot } from '../support/shop-state';
import { errorBodyProblem } from '../support/error-body';

const { describeRoutes } = builtModule<typeof import('../../apps/gateway/src/testing/route-inputs')>('apps/gateway/src/testing/route-inputs');

/**
 * The access sweep (docs/rules.md §4 "The access sweep"): every route the gateway serves, taken from the running
 * gateway itself, is checked for who may call it — so a route added later without a guard fails here — and a
 * shopper's data of every kind is read through every route that could show it, by another shopper, by an unverified
 * session claiming her e-mail and by a visitor, none of whom may see it.
 * Bounded: about 700 requests against one embedded shop (well under a minute on a busy 2-core machine).
 */

/** Routes anyone may call without a session, each with why. A public route not on this list fails the sweep. */
const PUBLIC: Record<string, string> = {
  'GET /api/admin/me': 'tells the admin screens whether an admin session exists (answers 401 itself without one)',
  'GET /api/categories': 'the catalogue',
  'GET /api/category-headers': 'the catalogue',
  'GET /api/commission/rate': "the referral programme's published rate",
  'GET /api/coupons': 'the active coupons the referral form offers (codes shoppers type anyway)',
  'GET /api/course-titles/:courseType': 'the Learning Hub',
  'GET /api/daily-deals': 'the shop page',
  'GET /api/docs': 'the OpenAPI document (describes routes, holds no data)',
  'GET /api/docs/openapi.json': 'the OpenAPI document as JSON',
  'GET /api/dutch-auctions': 'the shop page',
  'GET /api/gallery': 'approved artworks only, shown to visitors by the product documents',
  'GET /api/giveaways': 'the shop page',
  'GET /api/giveaways/:id/entries': 'docs/product/engagement.md: "The entries list shows every entrant\'s e-mail" (answer entries only)',
  'GET /api/health': 'health check for load balancers',
  'GET /api/lessons': 'the Learning Hub',
  'GET /api/mystery-box/status': 'the cart screen',
  'GET /api/mystery-boxes': 'the cart screen',
  'GET /api/paint-count-options': 'the catalogue',
  'GET /api/parachutes/eligibility': "answers yes or no for the caller's own session only",
  'GET /api/payments/providers': 'which payment providers the cart offers',
  'GET /api/pigments': 'the Learning Hub',
  'GET /api/products': 'the catalogue',
  'GET /api/products/:id': 'the catalogue (an inactive product answers admins only)',
  'GET /api/products/:id/extenders': 'the catalogue',
  'GET /api/products/:id/extenders/available': 'the catalogue',
  'GET /api/products/:id/variants': 'the catalogue',
  'GET /api/products/with-sales': 'the catalogue with prices',
  'GET /api/referrals/tiers': "the referral programme's published tiers",
  'GET /api/sale-timers/active': 'the shop page',
  'GET /api/session': "the caller's own session (401 without one)",
  'GET /api/site-config/:key': 'public settings; the private one checks admin access itself (tested below)',
  'GET /api/site-wide-sales/active': 'the shop page',
  'GET /api/stock': 'the shop page: units left of counted items',
  'GET /api/subscriptions': 'the subscription screen',
  'GET /livez': 'liveness probe',
  'GET /metrics': 'Prometheus scrape: answers only to the METRICS_TOKEN bearer (404 without the setting)',
  'GET /readyz': 'readiness probe',
  'GET /uploads/*': 'stored images under unguessable names, shown by the pages',
  'POST /api/admin/login': 'the admin sign-in',
  'POST /api/admin/logout': "ends the caller's own admin session",
  'POST /api/coupons/apply': 'checks a typed code at the cart',
  'POST /api/coupons/validate': 'checks a typed code at the cart',
  'POST /api/payments/webhook': 'the payment provider (signed; refuses an unsigned call itself)',
  'POST /api/payments/webhooks/:provider': "PayPal's and Stripe's notices (each verified as that provider signs)",
  'POST /api/users': 'the shopper sign-in',
  'POST /api/users/logout': "ends the caller's own session",
};

/** Shopper routes a visitor may call too while naming nobody (@ShopperOnly({optional})), each with why. */
const VISITOR: Record<string, string> = {
  'POST /api/cart/quote': 'prices a cart for anyone; with a session the subscriber rule uses it',
  'POST /api/referrals/click': 'counts a click on a referral link; with a session also a touch',
};

const A = 'access-ann@watercolor.test';
const B = 'access-bea@watercolor.test';
const OTHER_ARTIST = 'access-artist@watercolor.test';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#4080c0' } })
    .png()
    .toBuffer();

describe("the access sweep: every route refuses whom it must, and no shopper sees another's data (docs/rules.md §4)", () => {
  let t: TestShop;
  let routes: GatewayRoute[];
  let address = 0;
  /** Each request from its own address (TRUST_PROXY), so per-address limits never answer before the guards. */
  const from = () => `10.16.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

  beforeAll(async () => {
    t = await startTestShop({ TRUST_PROXY: 'true' });
    routes = describeRoutes(t.shop.app, { email: A });
  });
  afterAll(() => t.close());

  const urlOf = (route: GatewayRoute, params: Record<string, string> = route.params) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name])).replace('*', params['*'] ?? '');

  /** Calls a route with the values its contract takes (naming shopper A wherever it names a shopper). */
  const call = (agent: TestAgent, route: GatewayRoute, params?: Record<string, string>, nameA = false) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = agent[method](urlOf(route, params)).set('X-Forwarded-For', from());
    // The examples hold required fields only: an optional e-mail field is filled in to name A.
    const naming = (input: GatewayRoute['body']) =>
      Object.fromEntries((nameA ? (input?.fields ?? []) : []).filter((f) => f.name === 'email' || f.name === 'userEmail').map((f) => [f.name, A]));
    if (route.query) req.query({ ...route.query.example, ...naming(route.query) } as Record<string, string>);
    return route.body ? req.send({ ...route.body.example, ...naming(route.body) }) : req;
  };

  const shaped = (status: number, error: string) => ({ statusCode: status, error, message: expect.anything() });

  it('every route the gateway serves is admin-only, for shoppers, or on the public list with a reason', () => {
    expect(routes.length).toBeGreaterThan(150);
    const served = new Set(routes.map(key));
    const publicNow = routes
      .filter((route) => route.access === 'public')
      .map(key)
      .sort();
    // A route added without a guard is public and not listed: it shows up here.
    expect(publicNow).toEqual(Object.keys(PUBLIC).sort());
    // A listed route that is gone shows up here (a visitor route that refuses visitors, in the next test).
    for (const listed of Object.keys(VISITOR)) expect({ listed, served: served.has(listed) }).toEqual({ listed, served: true });
  });

  it('admin routes: 401 in the error shape without a session, 403 for a signed-in and for a verified shopper', async () => {
    const visitor = t.client();
    const shopper = await t.shopper('access-unverified@watercolor.test');
    const verified = await t.verifiedShopper('access-verified@watercolor.test');
    const wrong: object[] = [];
    const admin = routes.filter((route) => route.access === 'admin');
    expect(admin.length).toBeGreaterThan(100);
    for (const route of admin) {
      for (const [who, agent, status, error, code] of [
        ['no session', visitor, 401, 'Unauthorized', 'ADMIN_SIGN_IN_REQUIRED'],
        ['shopper', shopper, 403, 'Forbidden', 'ADMINS_ONLY'],
        ['verified shopper', verified, 403, 'Forbidden', 'ADMINS_ONLY'],
      ] as const) {
        const res = await call(agent, route);
        if (res.status !== status || res.body.error !== error || errorBodyProblem(res.body, status, code)) {
          wrong.push({ route: key(route), who, status: res.status, body: res.text.slice(0, 200) });
        }
      }
    }
    expect(wrong).toEqual([]);
    // The private setting is the one public route that is admin-only for one of its paths.
    await t
      .client()
      .get('/api/site-config/parachute_excluded_emails')
      .expect(401)
      .expect((res) => expect(res.body).toMatchObject(shaped(401, 'Unauthorized')));
    await shopper
      .get('/api/site-config/parachute_excluded_emails')
      .expect(403)
      .expect((res) => expect(res.body).toMatchObject(shaped(403, 'Forbidden')));
  }, 60_000);

  it('shopper routes: 401 in the error shape without a session (visitor routes only while they name nobody)', async () => {
    const visitor = t.client();
    const wrong: object[] = [];
    for (const route of routes.filter((r) => r.access === 'shopper')) {
      const res = await call(visitor, route);
      const refused = res.status === 401 && res.body.error === 'Unauthorized' && !errorBodyProblem(res.body, 401, 'NOT_SIGNED_IN');
      // A visitor route answers a visitor who names nobody; naming a shopper without her session is still 401 (below).
      if (key(route) in VISITOR ? res.status === 401 : !refused) wrong.push({ route: key(route), status: res.status, body: res.text.slice(0, 200) });
    }
    expect(wrong).toEqual([]);
    for (const [listed] of Object.entries(VISITOR)) {
      const route = routes.find((r) => key(r) === listed)!;
      expect({ listed, access: route.access }).toEqual({ listed, access: 'shopper' });
      const named = { ...(route.body?.example ?? {}), email: A, userEmail: A };
      const fields = new Set(route.body?.fields.map((f) => f.name));
      const body = Object.fromEntries(Object.entries(named).filter(([name]) => fields.has(name)));
      if (!fields.has('email') && !fields.has('userEmail')) continue;
      const res = await visitor[route.method.toLowerCase() as 'post'](route.path).set('X-Forwarded-For', from()).send(body);
      expect({ listed, status: res.status }).toEqual({ listed, status: 401 });
    }
  });

  it('routes naming a shopper refuse another shopper: 403, whether she is verified or not', async () => {
    const bea = await t.verifiedShopper(B);
    const unverifiedBea = await t.shopper('access-bea2@watercolor.test');
    const naming = routes.filter(
      (route) =>
        route.access === 'shopper' &&
        ('email' in route.params ||
          route.body?.fields.some((f) => f.name === 'email' || f.name === 'userEmail') ||
          route.query?.fields.some((f) => f.name === 'email' || f.name === 'userEmail')),
    );
    expect(naming.length).toBeGreaterThan(20);
    const wrong: object[] = [];
    for (const route of naming) {
      for (const [who, agent] of [
        ['verified', bea],
        ['unverified', unverifiedBea],
      ] as const) {
        const res = await call(agent, route, undefined, true);
        if (res.status !== 403 || res.body.error !== 'Forbidden' || errorBodyProblem(res.body, 403, 'NOT_YOURS')) {
          wrong.push({ route: key(route), who, status: res.status, body: res.text.slice(0, 200) });
        }
      }
    }
    expect(wrong).toEqual([]);
    // An x-user-email header counts only as an echo of the session: naming her there is refused too, on every shopper read.
    const headerWrong: object[] = [];
    for (const route of routes.filter((r) => r.access === 'shopper' && r.method === 'GET')) {
      const params = Object.fromEntries(Object.entries(route.params).map(([name, value]) => [name, name === 'email' ? B : value]));
      const req = bea.get(urlOf(route, params)).set('X-Forwarded-For', from()).set('x-user-email', A);
      for (const field of route.query?.fields ?? []) if (field.name === 'userEmail' || field.name === 'email') req.query({ [field.name]: B });
      const res = await req;
      if (res.status !== 403) headerWrong.push({ route: key(route), status: res.status });
    }
    expect(headerWrong).toEqual([]);
    // The upload form reads its fields itself: naming someone else there is refused the same way.
    await bea
      .post('/api/gallery')
      .set('X-Forwarded-For', from())
      .field('title', 'Not mine')
      .field('userEmail', A)
      .attach('image', await png(), 'a.png')
      .expect(403);
  });

  it('refuses every write a page of another site makes: 403 in the error shape, shopper and admin alike, sign-out included, and nothing changes', async () => {
    const admin = await t.admin();
    const shopper = await t.verifiedShopper('access-crosssite@watercolor.test');
    const before = await shopSnapshot(admin);
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(100);
    // What a browser says of a page on another site: its Origin, or Sec-Fetch-Site alone (a sibling host is another site too).
    const foreign: Record<string, string>[] = [
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    const wrong: object[] = [];
    for (const route of writes) {
      // Each with its session's cookie (the admin's for admin routes, the shopper's for the others) and a body it takes.
      const agent = route.access === 'admin' ? admin : shopper;
      for (const headers of foreign) {
        const res = await call(agent, route).set(headers);
        if (res.status !== 403 || res.body.error !== 'Forbidden' || res.body.message !== 'Cross-site requests are refused') {
          wrong.push({ route: key(route), headers, status: res.status, body: res.text.slice(0, 160) });
        }
      }
    }
    expect(wrong).toEqual([]);
    // A sign-in from another site's page is refused too (it would put the browser in the attacker's account), and sets no cookie.
    const signIn = await t
      .client()
      .post('/api/users')
      .set('Origin', 'https://attacker.example')
      .send({ email: 'attacker@watercolor.test' })
      .expect(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    // Nothing changed, and both are still signed in (sign-out was refused as well).
    expect(await shopSnapshot(admin)).toEqual(before);
    await admin.get('/api/admin/me').expect(200);
    await shopper.get('/api/session').expect(200);
    // The shop's own pages: the same origin (and what a browser says of it) is let through.
    await shopper.post('/api/cart/quote').set({ Origin: t.url, 'Sec-Fetch-Site': 'same-origin' }).send({ items: [] }).expect(200);
    await shopper.post('/api/users/logout').set({ Origin: t.url, 'Sec-Fetch-Site': 'same-origin' }).expect(200);
    await shopper.get('/api/session').expect(401);
  }, 90_000);

  describe("nothing of shopper A's leaks", () => {
    const made: Record<string, string> = {};

    beforeAll(async () => {
      const admin = await t.admin();
      const ann = await t.verifiedShopper(A);
      const { body: product } = await admin
        .post('/api/products')
        .field('name', 'Access Sepia')
        .field('category', 'Individual Colors')
        .field('price', '12.5')
        .expect(201);
      made.product = product.id;
      // A saved cart (three half pans), then a checkout of another line into an order with her address.
      await ann
        .post('/api/cart/save')
        .send({ userEmail: A, cartItems: [{ id: `${product.id}-full`, quantity: 3 }] })
        .expect(200);
      const { body: order } = await ann
        .post('/api/checkout')
        .send({
          items: [{ id: `${product.id}-full`, quantity: 3 }],
          shippingAddress: { firstName: 'Annabel', lastName: 'Markerly', street: '17 Leakproof Lane', city: 'Austin', state: 'TX', zipCode: '73301' },
        })
        .expect(201);
      made.order = order.orderId;
      made.orderNumber = String(order.orderNumber);
      await ann
        .post('/api/cart/save')
        .send({ userEmail: A, cartItems: [{ id: `${product.id}-half`, quantity: 3 }] })
        .expect(200);
      const { body: chat } = await ann.post('/api/chat/sessions').send({ message: 'Ann-secret-chat-line', userName: 'Annabel' }).expect(201);
      made.chat = chat.session.id;
      await admin.post('/api/admin/credits/add').send({ userEmail: A, credits: 4321, reason: 'Ann-secret-credit-reason' }).expect(201);
      await admin
        .post('/api/admin/paint-credits/import')
        .send({ customers: [{ email: A, firstName: 'Annabel', pansPurchased: 83 }], creditType: 'per-pan', creditAmount: 0.4 })
        .expect((res) => expect([res.status, res.text]).toEqual([201, expect.stringContaining('"successful":1')]));
      const { body: link } = await ann.post('/api/referrals/create').send({ userEmail: A, name: 'Ann-secret-link' }).expect(201);
      made.link = link.id;
      made.linkCode = link.code;
      const now = Date.now();
      const { body: giveaway } = await admin
        .post('/api/giveaways')
        .send({
          title: 'Access Giveaway',
          question: 'Favourite pigment?',
          startDate: new Date(now - 3_600_000).toISOString(),
          endDate: new Date(now + 86_400_000).toISOString(),
        })
        .expect(201);
      made.giveaway = giveaway.id;
      await ann.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: A, answer: 'Ann-secret-answer' }).expect(201);
      // A share saved for later and approved: a share credit banked for her next giveaway.
      const { body: share } = await ann
        .post('/api/giveaway-shares')
        .send({ giveawayId: giveaway.id, userEmail: A, platform: 'instagram', saveForLater: true })
        .expect(201);
      await admin.post(`/api/admin/share-entries/${share.shareId}/approve`).expect(200);
      const { body: mine } = await ann
        .post('/api/gallery')
        .field('title', 'Ann-secret-artwork')
        .attach('image', await png(), 'a.png')
        .expect(201);
      made.artwork = mine.id;
      const artist = await t.shopper(OTHER_ARTIST);
      const { body: liked } = await artist
        .post('/api/gallery')
        .field('title', 'Someone else’s sky')
        .attach('image', await png(), 'b.png')
        .expect(201);
      await admin.post(`/api/admin/gallery/${liked.id}/approve`).expect(200);
      await ann.post(`/api/gallery/${liked.id}/like`).send({ userEmail: A }).expect(201);
      made.liked = liked.id;
    }, 60_000);

    /**
     * What shows A's data, and where it is public by design. Numbers are matched as JSON values (`:4321,`), never
     * inside an id.
     */
    const markers = () => [
      { what: "A's e-mail", find: A, publicOn: ['GET /api/giveaways/:id/entries'], claimant: false },
      { what: 'her giveaway answer', find: 'Ann-secret-answer', publicOn: ['GET /api/giveaways/:id/entries'] },
      { what: 'her address', find: 'Leakproof' },
      { what: 'her name', find: 'Markerly' },
      { what: 'her order', find: made.order },
      { what: 'her order number', find: new RegExp(`"orderNumber":"?${made.orderNumber}"?[,}]`) },
      { what: 'her chat', find: 'Ann-secret-chat-line' },
      { what: 'her conversation', find: made.chat },
      { what: 'her credits', find: /:4321[,}]/ },
      { what: 'her credit grant', find: 'Ann-secret-credit-reason' },
      { what: 'her store credit', find: /:33\.2[,}]/ },
      { what: 'her referral link', find: 'Ann-secret-link' },
      { what: 'her referral code', find: made.linkCode },
      { what: 'her pending artwork', find: 'Ann-secret-artwork' },
      { what: 'her pending artwork', find: made.artwork },
      { what: 'her like', find: made.liked, publicOn: ['GET /api/gallery'] },
      { what: 'her saved cart', find: `${made.product}-half` },
      { what: 'her shares', find: /"(credits|shareCount)":1[,}]/ },
    ];

    it('another shopper (verified), an unverified session claiming her e-mail and a visitor read every route that could show it and see none of it', async () => {
      const readers = [
        { who: 'another verified shopper', agent: await t.verifiedShopper(B), claimant: false },
        { who: 'an unverified session claiming her e-mail', agent: await t.shopper(A), claimant: true },
        { who: 'a visitor', agent: t.client(), claimant: false },
      ];
      const ids = [made.order, made.chat, made.link, made.giveaway, made.artwork, made.liked, made.product];
      // Every read a shopper or a visitor can make, and the quote (it shows store credit).
      const reads = routes.filter((route) => route.access !== 'admin' && (route.method === 'GET' || key(route) === 'POST /api/cart/quote'));
      expect(reads.length).toBeGreaterThan(50);
      const leaks: object[] = [];
      let asked = 0;
      for (const route of reads) {
        const variants = 'id' in route.params ? ids.map((id) => ({ ...route.params, id })) : [route.params];
        for (const params of variants) {
          for (const { who, agent, claimant } of readers) {
            const req = agent[route.method.toLowerCase() as 'get' | 'post'](urlOf(route, params)).set('X-Forwarded-For', from());
            const query = { ...(route.query?.example ?? {}) } as Record<string, string>;
            for (const field of route.query?.fields ?? []) if (field.name === 'userEmail' || field.name === 'email') query[field.name] = A;
            req.query(query);
            const res = await (route.method === 'POST'
              ? req.send({ items: [{ id: `${made.product}-full`, quantity: 1 }], userEmail: A, useStoreCredit: true })
              : req);
            asked++;
            if (res.status >= 500) leaks.push({ route: key(route), who, url: urlOf(route, params), status: res.status });
            if (res.status >= 300) continue;
            for (const marker of markers()) {
              if (marker.publicOn?.includes(key(route)) || (claimant && marker.claimant === false)) continue;
              const text = res.text;
              const found = typeof marker.find === 'string' ? text.includes(marker.find) : marker.find.test(text);
              if (found) leaks.push({ route: key(route), who, url: urlOf(route, params), shows: marker.what });
            }
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(asked).toBeGreaterThan(150);
    }, 90_000);

    it("A herself sees each of them (the markers are real), and another shopper's writes on her things are refused", async () => {
      const ann = await t.verifiedShopper(A);
      const read = async (path: string) => (await ann.get(path).expect(200)).text;
      expect(await read(`/api/cart/${A}`)).toContain(`${made.product}-half`);
      expect(await read(`/api/orders/mine/${made.order}`)).toContain('Leakproof');
      expect(await read(`/api/chat/session/${made.chat}/messages`)).toContain('Ann-secret-chat-line');
      expect(await read(`/api/credits/${A}`)).toMatch(/:4321[,}]/);
      expect(await read(`/api/credits/${A}/transactions`)).toContain('Ann-secret-credit-reason');
      expect(await read(`/api/store-credit/${A}`)).toMatch(/:33\.2[,}]/);
      expect(await read(`/api/referrals/dashboard?userEmail=${A}`)).toContain('Ann-secret-link');
      expect(await read(`/api/gallery/likes/${A}`)).toContain(made.liked);
      expect(await read(`/api/users/${A}/share-credits`)).toMatch(/"(credits|shareCount)":1[,}]/);

      const bea = await t.verifiedShopper(B);
      await bea.get(`/api/orders/mine/${made.order}`).expect(404);
      await bea.post(`/api/chat/session/${made.chat}/messages`).send({ message: 'hijack' }).expect(403);
      await bea.delete(`/api/referrals/${made.link}`).send({ userEmail: B }).expect(403);
      await bea.delete(`/api/giveaways/${made.giveaway}/entries/user/${encodeURIComponent(A)}`).expect(403);
      const claimant = await t.shopper(A);
      await claimant.post(`/api/chat/session/${made.chat}/messages`).send({ message: 'hijack' }).expect(403);
      await claimant.delete(`/api/referrals/${made.link}`).send({ userEmail: A }).expect(403);
      // An unverified session holding her e-mail takes back only what it made itself: her entry and like are not its own.
      const tries = {
        entry: (await claimant.delete(`/api/giveaways/${made.giveaway}/entries/user/${encodeURIComponent(A)}`)).status,
        like: (await claimant.delete(`/api/gallery/${made.liked}/like`).send({ userEmail: A })).status,
      };
      expect(tries).toEqual({ entry: 404, like: 404 });
      // Nor may it spend what her account holds: credits, referral links, store credit at the cart.
      await claimant.post('/api/credits/spend').send({ userEmail: A, credits: 1, giveawayId: made.giveaway }).expect(403);
      await claimant.post('/api/referrals/create').send({ userEmail: A, name: 'Not hers' }).expect(403);
      // Nor her banked share credit: an entry it makes elsewhere spends none, and its own share counts only itself.
      const now = Date.now();
      const { body: another } = await (
        await t.admin()
      )
        .post('/api/giveaways')
        .send({
          title: 'Second Access Giveaway',
          startDate: new Date(now - 3_600_000).toISOString(),
          endDate: new Date(now + 86_400_000).toISOString(),
        })
        .expect(201);
      await claimant.post(`/api/giveaways/${another.id}/enter`).send({ userEmail: A, answer: 'claimant answer' }).expect(201);
      const { body: claimantShare } = await claimant
        .post('/api/giveaway-shares')
        .send({ giveawayId: another.id, userEmail: A, platform: 'facebook' })
        .expect(201);
      expect(claimantShare.shareCount).toBe(1);
      expect((await claimant.get(`/api/users/${A}/share-count`).expect(200)).body).toEqual({ shareCount: 1 });
      expect((await claimant.get(`/api/users/${A}/share-credits`).expect(200)).body).toEqual({ credits: 0 });
      expect(JSON.parse(await read(`/api/users/${A}/share-credits`))).toEqual({ credits: 1 });
      expect(JSON.parse(await read(`/api/users/${A}/share-count`))).toEqual({ shareCount: 2 });
      const quote = await claimant.post('/api/cart/quote').send({ items: [{ id: `${made.product}-full`, quantity: 1 }], useStoreCredit: true });
      expect(quote.status === 403 || quote.body.storeCredit === 0).toBe(true);
      expect(
        (
          await ann
            .post('/api/cart/quote')
            .send({ items: [{ id: `${made.product}-full`, quantity: 1 }], useStoreCredit: true })
            .expect(200)
        ).body.storeCredit,
      ).toBeGreaterThan(0);
      // Nothing of hers changed.
      expect(await read(`/api/chat/session/${made.chat}/messages`)).not.toContain('hijack');
      expect(await read(`/api/referrals/dashboard?userEmail=${A}`)).toContain('Ann-secret-link');
      expect(await read(`/api/gallery/likes/${A}`)).toContain(made.liked);
      expect(await read(`/api/giveaways/${made.giveaway}/entries`)).toContain('Ann-secret-answer');
    });
  });
});
