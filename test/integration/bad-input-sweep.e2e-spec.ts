import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type TestAgent from 'supertest/lib/agent';
import type { RouteWithInputs as GatewayRoute } from '../../apps/gateway/src/testing/route-inputs';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { cookieOf, seedSweepState, shopSnapshot } from '../support/shop-state';
import { MAX_CART_LINES, OrderPatterns } from '@shop/contracts';
import { errorBodyProblem } from '../support/error-body';

const { describeRoutes } = builtModule<typeof import('../../apps/gateway/src/testing/route-inputs')>('apps/gateway/src/testing/route-inputs');

interface SweepFailure {
  route: string;
  variant: string;
  identity: string;
  sent: string;
  status: number | string;
  problem: string;
  answer: string;
}
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
  sweepBadInput(options: {
    baseUrl: string;
    routes: GatewayRoute[];
    cookies: { shopper: string; admin: string };
    concurrency?: number;
  }): Promise<SweepResult>;
  formatSweep(result: SweepResult): string;
  requestsFor(route: GatewayRoute): SweepRequest[];
}
interface SweepRequest {
  name: string;
  method: string;
  path: string;
  type?: string;
  body?: string | Buffer;
  refusedFirst: boolean;
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

/** The most any one request may hold the event loop (docs/rules.md §5): the embedded shop runs in this process. */
const MAX_STALL_MS = 100;

/**
 * How long `send` held the event loop, in ms: the longest the loop stood still while it ran, but never more than the
 * CPU time this process used meanwhile. Holding the loop for 100 ms takes 100 ms of work; a loop that stood still
 * while the process used less was paused by a busy machine (other test workers, Chromium, PostgreSQL), not by it.
 */
async function stallWhile<T>(send: () => Promise<T>): Promise<{ answer: T; stallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const cpuBefore = process.cpuUsage();
  delay.enable();
  try {
    const answer = await send();
    const cpu = process.cpuUsage(cpuBefore);
    return { answer, stallMs: Math.min(delay.max / 1e6, (cpu.user + cpu.system) / 1000) };
  } finally {
    delay.disable();
  }
}

/**
 * The stall of a request that is refused (so sending it again changes nothing): one over budget is sent up to four
 * times more and the least counts, since a busy machine may pause this whole process for a moment (or collect its
 * garbage then), while a request that holds the loop does so every time.
 */
async function stallOfRefused<T>(send: () => Promise<T>): Promise<{ answer: T; stallMs: number }> {
  let best = await stallWhile(send);
  for (let retry = 0; retry < 4 && best.stallMs > MAX_STALL_MS; retry++) {
    const again = await stallWhile(send);
    if (again.stallMs < best.stallMs) best = again;
  }
  return best;
}

/** A request sent exactly as given (a Buffer body as its bytes), as the sweep sends them; the answer's status and text. */
function sendAsIs(baseUrl: string, request: { method: string; path: string; type: string; body: string | Buffer; cookie?: string; from: string }) {
  const url = new URL(baseUrl);
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const headers = {
    'content-type': request.type,
    'content-length': body.length,
    'x-forwarded-for': request.from,
    ...(request.cookie ? { cookie: request.cookie } : {}),
  };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON text of `value` with one field's value written in as raw JSON text (built once, spliced in). */
function withRawField(value: object, field: string, raw: string): string {
  const mark = '\u0001sweep-raw\u0001';
  return JSON.stringify({ ...value, [field]: mark }).replace(JSON.stringify(mark), raw);
}

/** The wide object of docs/rules.md §5 "Errors" (no request holds the event loop): 50,000 fields, 728 kB of JSON. */
const WIDE_OBJECT = JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])));
const LONG_LIST_ITEMS = 5_000;
const longList = (item: unknown) =>
  `[${Array(LONG_LIST_ITEMS)
    .fill(JSON.stringify(item ?? 'Sweep'))
    .join(',')}]`;

/** A write that reads no input at all acts whatever JSON it is sent, as the sweep's `takesNothing` says. */
const takesNothing = (route: GatewayRoute) => !route.body && !route.form && !route.query && Object.keys(route.params).length === 0;

/**
 * The wide-object and long-list bodies for a route: its accepted example with one field made huge. A route that takes
 * no input gets the wide object only (refused before it is read); a list it would not read is no input to it.
 */
function hugeBodies(route: GatewayRoute): { variant: string; type: string; body: string }[] {
  const example = route.body?.example ?? {};
  const fields = route.body?.fields ?? [];
  const objectField = fields.find((f) => f.kind === 'object' || f.kind === 'any')?.name ?? 'sweepWide';
  const lists = fields.filter((f) => f.kind === 'list').map((f) => f.name);
  return [
    { variant: `wide object in ${objectField}`, type: 'application/json', body: withRawField(example, objectField, WIDE_OBJECT) },
    ...(takesNothing(route) ? [] : lists.length ? lists : ['sweepList']).map((field) => {
      const sample = example[field];
      return {
        variant: `long list in ${field}`,
        type: 'application/json',
        body: withRawField(example, field, longList(Array.isArray(sample) ? sample[0] : undefined)),
      };
    }),
  ];
}

describe('the bad-input sweep: no input a user can send answers 5xx or changes anything (docs/rules.md §5)', () => {
  let t: TestShop;
  // Each request comes from its own address (X-Forwarded-For), so per-address limits do not stop it short of validation.
  beforeAll(async () => {
    t = await startTestShop({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('sends at least 30 malformed variants to every route the gateway serves, and none answers 5xx or changes the shop', async () => {
    // Something of each kind for a wrong request to damage: a product, a coupon, a paid order, a saved cart.
    const { adminCookie, shopperCookie, admin, productId } = await seedSweepState(t, SHOPPER);
    const before = await shopSnapshot(admin);
    expect(JSON.stringify(before.cart)).toContain(productId);

    const routes = describeRoutes(t.shop.app, { email: SHOPPER });
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes)
      expect({ route: `${route.method} ${route.path}`, variants: requestsFor(route).length >= 30 }).toEqual({
        route: `${route.method} ${route.path}`,
        variants: true,
      });

    const { answer: result, stallMs } = await stallWhile(() =>
      sweepBadInput({ baseUrl: t.url, routes, cookies: { shopper: shopperCookie, admin: adminCookie }, concurrency: 16 }),
    );
    console.log(`${formatSweep(result)}\nthe event loop's longest stall, 16 requests at a time: ${Math.round(stallMs)} ms`);

    expect(result.failures).toEqual([]);
    expect(result.accepted.map((a) => `${a.route} ${a.variant}`).filter((write) => !MAY_TAKE.some((taken) => taken.test(write)))).toEqual([]);
    expect(Object.keys(result.byRoute)).toHaveLength(routes.length);
    // The sweep ends with the sign-out routes: what it left is read with a fresh admin session.
    const after = await shopSnapshot(await t.admin());
    expect(after).toEqual(before);
  }, 480_000);

  it("checks a form's JSON text like the request itself: a list nested 50,000 deep, an escaped NUL or lone surrogate answers 400 naming it", async () => {
    const admin = await t.admin();
    const product = (subcategories: string) =>
      admin
        .post('/api/products')
        .field('name', 'Sweep Green')
        .field('category', 'Individual Colors')
        .field('price', '5')
        .field('subcategories', subcategories);
    expect((await product(`${'['.repeat(50_000)}${']'.repeat(50_000)}`).expect(400)).body.message).toBe(
      'subcategories nests too deeply (at most 32 levels of lists and objects)',
    );
    expect((await product('["Blues","Gr\\u0000eens"]').expect(400)).body.message).toBe(
      'subcategories.1 must not contain control characters (tabs and line breaks are fine)',
    );
    const plan = await admin
      .post('/api/subscriptions')
      .field('title', 'Sweep Plan')
      .field('basePrice', '10')
      .field('reviews', '["\\ud800"]')
      .expect(400);
    expect(plan.body.message).toBe('reviews.0 must be valid Unicode text');
    const { body: products } = await admin.get('/api/admin/products?pageSize=50').expect(200);
    expect(JSON.stringify(products)).not.toContain('Sweep Green');
  });

  it(`sends every write, one at a time, wide objects and long lists (50,000 fields, ${LONG_LIST_ITEMS.toLocaleString('en-US')} items) and the sweep's whole-body variants: none holds the event loop over ${MAX_STALL_MS} ms or changes anything`, async () => {
    const admin = await t.admin();
    const cookies: Record<GatewayRoute['access'], string | undefined> = {
      admin: cookieOf(await t.client().post('/api/admin/login').send(TEST_ADMIN).expect(200), 'shop_admin'),
      shopper: cookieOf(await t.client().post('/api/users').send({ email: SHOPPER }).expect(200), 'shop_session'),
      public: undefined,
    };
    const before = await shopSnapshot(admin);
    const writes = describeRoutes(t.shop.app, { email: SHOPPER }).filter((route) => route.method !== 'GET');
    // Signing out would end the sessions the rest is sent with: those go last.
    const ordered = [...writes.filter((r) => !/\/logout$/.test(r.path)), ...writes.filter((r) => /\/logout$/.test(r.path))];
    const path = (route: GatewayRoute) => route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(route.params[name]));
    let address = 0;
    const wrong: object[] = [];
    const stalls: number[] = [];
    for (const route of ordered) {
      // The sweep's bodies as a whole (its field, query and path variants are small), as the sweep sends them to whoever
      // the route is for: a route that takes no input only those refused before it acts.
      const sweepBodies = requestsFor(route)
        .filter((r) => r.body !== undefined && !/^(field |query|path )/.test(r.name) && (r.refusedFirst || !takesNothing(route)))
        .map((r) => ({ variant: r.name, type: r.type!, body: r.body! }));
      for (const { variant, type, body } of [...hugeBodies(route), ...sweepBodies]) {
        const send = () =>
          sendAsIs(t.url, {
            method: route.method,
            path: path(route),
            type,
            body,
            cookie: cookies[route.access],
            from: `10.77.${(++address >> 8) & 255}.${address & 255}`,
          });
        const { answer, stallMs } = await stallOfRefused(send);
        stalls.push(stallMs);
        const key = `${route.method} ${route.path} ${variant}`;
        const error = (() => {
          try {
            return JSON.parse(answer.text);
          } catch {
            return undefined;
          }
        })();
        const shaped = answer.status >= 400 && !errorBodyProblem(error, answer.status);
        if (stallMs > MAX_STALL_MS || answer.status >= 500 || !(shaped || MAY_TAKE.some((taken) => taken.test(key)))) {
          wrong.push({ key, status: answer.status, stallMs: Math.round(stallMs), answer: answer.text.slice(0, 160) });
        }
      }
    }
    console.log(`${stalls.length} requests one at a time; the event loop's longest stall ${Math.round(Math.max(...stalls))} ms`);
    expect(wrong).toEqual([]);
    expect(stalls.length).toBeGreaterThan(20 * writes.length);
    expect(await shopSnapshot(await t.admin())).toEqual(before);
  }, 180_000);

  it("answers the issue's two cases at once: activity metadata of 50,000 fields and a quote of 5,000 lines", async () => {
    const shopper = await t.shopper(SHOPPER);
    const activity = { email: SHOPPER, activityType: 'page_view' };
    const wide = await stallOfRefused(() =>
      shopper
        .post('/api/users/activity')
        .set('content-type', 'application/json')
        .send(withRawField(activity, 'metadata', WIDE_OBJECT)),
    );
    expect(wide.answer.status).toBe(413);
    expect(wide.answer.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body holds an object with too many fields (at most 1,000 in one object)',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `sweep-${i}`, quantity: 1 }));
    const long = await stallOfRefused(() => shopper.post('/api/cart/quote').send({ items: lines(LONG_LIST_ITEMS) }));
    expect(long.answer.status).toBe(400);
    expect(long.answer.body.message).toBe(`items must contain no more than ${MAX_CART_LINES} elements`);
    expect({ wide: wide.stallMs <= MAX_STALL_MS, long: long.stallMs <= MAX_STALL_MS }).toEqual({ wide: true, long: true });
    // Within the bounds: 50 fields and 8 kB of metadata, 100 lines.
    const small = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'x'.repeat(100)]));
    await shopper
      .post('/api/users/activity')
      .send({ ...activity, metadata: small })
      .expect(200);
    const fieldsOver = await shopper
      .post('/api/users/activity')
      .send({ ...activity, metadata: { ...small, k50: 1 } })
      .expect(400);
    expect(fieldsOver.body.message).toBe('metadata must have at most 50 fields');
    const bytesOver = await shopper
      .post('/api/users/activity')
      .send({ ...activity, metadata: { text: 'x'.repeat(8 * 1024) } })
      .expect(400);
    expect(bytesOver.body.message).toBe('metadata must be at most 8 kB as JSON');
    await shopper
      .post('/api/cart/quote')
      .send({ items: lines(MAX_CART_LINES) })
      .expect((res) => expect(res.status).toBeLessThan(500));
    expect(
      (
        await shopper
          .post('/api/cart/quote')
          .send({ items: lines(MAX_CART_LINES + 1) })
          .expect(400)
      ).body.message,
    ).toBe(`items must contain no more than ${MAX_CART_LINES} elements`);
  });

  it('takes JSON only on every write (and multipart form data where a route reads a form): anything else answers 415', async () => {
    const admin = await t.admin();
    const agents: Record<GatewayRoute['access'], TestAgent> = { admin, shopper: await t.shopper(SHOPPER), public: t.client() };
    const before = await shopSnapshot(admin);
    const writes = describeRoutes(t.shop.app, { email: SHOPPER }).filter((route) => route.method !== 'GET');
    const path = (route: GatewayRoute) => route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(route.params[name]));
    const wrong: object[] = [];
    let address = 0;
    for (const route of writes) {
      const bodies: [string, string][] = [
        ['application/x-www-form-urlencoded', 'email=sweep%40watercolor.test&title=Sweep'],
        ['text/plain', '{"title":"Sweep"}'],
        ['application/xml', '<title>Sweep</title>'],
        ...(route.form
          ? []
          : [
              ['multipart/form-data; boundary=sweep', '--sweep\r\nContent-Disposition: form-data; name="title"\r\n\r\nSweep\r\n--sweep--\r\n'] as [
                string,
                string,
              ],
            ]),
      ];
      for (const [type, body] of bodies) {
        const agent = agents[route.access];
        const res = await agent[route.method.toLowerCase() as 'post'](path(route))
          .set('X-Forwarded-For', `10.78.${(++address >> 8) & 255}.${address & 255}`)
          .set('content-type', type)
          .send(body);
        const message = route.form ? 'Send the request body as application/json or multipart/form-data' : 'Send the request body as application/json';
        if (res.status !== 415 || res.body.message !== message || res.body.error !== 'Unsupported Media Type') {
          wrong.push({ route: `${route.method} ${route.path}`, type, status: res.status, answer: res.text.slice(0, 160) });
        }
      }
    }
    expect(wrong).toEqual([]);
    // A write without a body is still a write: signing out takes none.
    await agents.shopper.post('/api/users/logout').expect(200);
    expect(await shopSnapshot(await t.admin())).toEqual(before);
  }, 120_000);

  it('answers a value the database refuses, sent to a service past the contracts, with 400 and stores nothing (the last net)', async () => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/orders').expect(200)).body;
    const order = { customerEmail: SHOPPER, items: [{ name: 'Sweep Blue', price: 1, quantity: 1 }], total: 21_474_836.48 };
    await expect(t.shop.bus.request(OrderPatterns.createManual, { order })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin.get('/api/admin/orders').expect(200)).body).toEqual(before);
  });
});
