import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { COUPON_CHECKS_PER_MINUTE } from '../../apps/gateway/src/commerce/coupons.controller';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

// The error class the running shop throws is the built shop's own.
const { RpcException } = builtModule<typeof import('@nestjs/microservices')>('@nestjs/microservices');
const { CouponQuoteService } = builtModule<typeof import('../../apps/commerce/src/coupons/coupon-quote.service')>(
  'apps/commerce/src/coupons/coupon-quote.service',
);
const { CouponRedemptionService } = builtModule<typeof import('../../apps/commerce/src/coupons/coupon-redemption.service')>(
  'apps/commerce/src/coupons/coupon-redemption.service',
);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;
const NOT_VALID = 'This coupon is not valid';

type Coupon = Record<string, unknown> & { id: string; code: string; usageCount: number };

describe('coupons', () => {
  let t: TestShop;
  let admin: TestAgent;
  const commerce = () => t.shop.services.find((s) => s.name === 'commerce')!.app;
  const redemption = () => commerce().get(CouponRedemptionService);
  const quote = () => commerce().get(CouponQuoteService);
  const dataSource = () => t.db('commerce');

  beforeAll(async () => {
    // Clients reach this shop through a proxy that sets X-Forwarded-For, so each test can be its own address.
    t = await startTestShop({ TRUST_PROXY: 'true' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const list = async (): Promise<Coupon[]> => (await admin.get('/api/admin/coupons').expect(200)).body;
  const create = async (body: Record<string, unknown>): Promise<Coupon> => (await admin.post('/api/coupons').send(body).expect(201)).body;
  const byCode = async (code: string) => (await list()).find((c) => c.code === code)!;
  async function clearCoupons() {
    await dataSource().query('DELETE FROM coupons');
  }

  /** The validate limit is per address: each call comes from a fresh one unless told (the gateway trusts X-Forwarded-For). */
  let address = 0;
  const nextIp = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const validate = (body: Record<string, unknown>, ip = nextIp()) => t.client().post('/api/coupons/validate').set('X-Forwarded-For', ip).send(body);
  const apply = (body: Record<string, unknown>, ip = nextIp()) => t.client().post('/api/coupons/apply').set('X-Forwarded-For', ip).send(body);

  /** Runs one order's hold in its own transaction. */
  const holdFor = (couponId: string, orderId: string, singleUse = true) =>
    dataSource().transaction((manager) => redemption().hold(manager, couponId, orderId, singleUse));

  describe('managing coupons', () => {
    beforeEach(clearCoupons);

    it('lets an admin create a percentage coupon: the code trimmed and upper-cased, the defaults filled in', async () => {
      const res = await admin.post('/api/coupons').send({ code: '  spring-20 ', name: ' Spring sale ', discountPercentage: 20 }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'SPRING-20',
        name: 'Spring sale',
        discountPercentage: 20,
        discountType: 'percentage',
        discountValue: 20,
        isSingleUse: false,
        minimumOrderAmount: null,
        expiryDate: null,
        isActive: true,
        usageCount: 0,
        createdAt: expect.any(String),
      });
    });

    it('creates a fixed-amount coupon in dollars; without a name it is named by its code; a date alone expires at the end of that day', async () => {
      const coupon = await create({
        code: 'five_off',
        discountType: 'fixed',
        discountValue: 5.5,
        minimumOrderAmount: 25,
        expiryDate: '2030-12-31',
        isSingleUse: true,
      });
      expect(coupon).toMatchObject({
        code: 'FIVE_OFF',
        name: 'FIVE_OFF',
        discountType: 'fixed',
        discountPercentage: null,
        discountValue: 5.5,
        minimumOrderAmount: 25,
        expiryDate: '2030-12-31T23:59:59.999Z',
        isSingleUse: true,
        isActive: true,
      });
      // The money is stored in cents.
      const [row] = await dataSource().query('SELECT discount_value, minimum_order_cents FROM coupons WHERE id = $1', [coupon.id]);
      expect(row).toEqual({ discount_value: 550, minimum_order_cents: 2500 });
    });

    it('reads an empty minimum order and expiry as none, and a percentage given as discountValue', async () => {
      const coupon = await create({ code: 'TEN', discountType: 'percentage', discountValue: 10, minimumOrderAmount: '', expiryDate: '' });
      expect(coupon).toMatchObject({ discountPercentage: 10, discountValue: 10, minimumOrderAmount: null, expiryDate: null });
    });

    it('lists every coupon to admins, newest first, with usage counts — at GET /api/admin/coupons and GET /api/coupons alike', async () => {
      const first = await create({ code: 'FIRST', discountPercentage: 5, isActive: false });
      const second = await create({ code: 'SECOND', discountType: 'fixed', discountValue: 3 });
      const coupons = await list();
      expect(coupons.map((c) => c.id)).toEqual([second.id, first.id]);
      expect(coupons).toEqual([second, first]);
      await admin.get('/api/coupons').expect(200, coupons);
    });

    it('shows shoppers and visitors only active, unexpired, multi-use coupons, in the referral-link form’s shape', async () => {
      const percent = await create({ code: 'WELCOME10', discountPercentage: 10 });
      const fixed = await create({ code: 'TAKE5', discountType: 'fixed', discountValue: 5 });
      await create({ code: 'OFF', discountPercentage: 50, isActive: false });
      await create({ code: 'OLD', discountPercentage: 50, expiryDate: new Date(Date.now() - DAY).toISOString() });
      await create({ code: 'JUSTFORYOU', discountPercentage: 50, isSingleUse: true });
      const expected = [
        { id: fixed.id, code: 'TAKE5', discountType: 'fixed', discountValue: 5, isActive: true },
        { id: percent.id, code: 'WELCOME10', discountType: 'percentage', discountValue: 10, isActive: true },
      ];
      await t.client().get('/api/coupons').expect(200, expected);
      const shopper = await t.shopper('referrer@example.com');
      await shopper.get('/api/coupons').expect(200, expected);
    });

    it('updates only the fields sent: a new code is upper-cased, an expiry cleared with null', async () => {
      const coupon = await create({
        code: 'SUMMER',
        name: 'Summer',
        discountPercentage: 15,
        expiryDate: '2031-06-30T12:00:00Z',
        minimumOrderAmount: 40,
      });
      const res = await admin.put(`/api/coupons/${coupon.id}`).send({ code: 'summer-15', expiryDate: null }).expect(200);
      expect(res.body).toEqual({ ...coupon, code: 'SUMMER-15', expiryDate: null });
      const off = await admin
        .put(`/api/coupons/${coupon.id}`)
        .send({ isActive: false, minimumOrderAmount: null, discountPercentage: 30 })
        .expect(200);
      expect(off.body).toEqual({ ...res.body, isActive: false, minimumOrderAmount: null, discountPercentage: 30, discountValue: 30 });
      expect(await list()).toEqual([off.body]);
    });

    it('takes a coupon sent back as it was fetched, with one field changed; its read-only fields are ignored', async () => {
      const coupon = await create({ code: 'ROUNDTRIP', discountPercentage: 10 });
      const res = await admin
        .put(`/api/coupons/${coupon.id}`)
        .send({ ...coupon, discountPercentage: 25, usageCount: 99 })
        .expect(200);
      expect(res.body).toEqual({ ...coupon, discountPercentage: 25, discountValue: 25 });
      const byValue = await admin
        .put(`/api/coupons/${coupon.id}`)
        .send({ ...res.body, discountValue: 30 })
        .expect(200);
      expect(byValue.body).toMatchObject({ discountPercentage: 30, discountValue: 30, usageCount: 0 });
      await admin.put(`/api/coupons/${coupon.id}`).send({ discountPercentage: 40, discountValue: 50 }).expect(400);
    });

    it('switches a coupon between percentage and fixed, each with its own amount', async () => {
      const coupon = await create({ code: 'SWITCH', discountPercentage: 15 });
      await admin
        .put(`/api/coupons/${coupon.id}`)
        .send({ discountType: 'fixed' })
        .expect(400)
        .expect((res) => expect(res.body.message).toMatch(/discountValue is required for a fixed coupon/));
      const fixed = await admin
        .put(`/api/coupons/${coupon.id}`)
        .send({ discountType: 'fixed', discountValue: 12.25, discountPercentage: null })
        .expect(200);
      expect(fixed.body).toMatchObject({ discountType: 'fixed', discountValue: 12.25, discountPercentage: null });
      const back = await admin.put(`/api/coupons/${coupon.id}`).send({ discountType: 'percentage', discountPercentage: 40 }).expect(200);
      expect(back.body).toMatchObject({ discountType: 'percentage', discountValue: 40, discountPercentage: 40 });
    });

    it('refuses a code that is taken with 409, whatever its case, on create and on update, and changes nothing', async () => {
      const taken = await create({ code: 'TAKEN', discountPercentage: 10 });
      const other = await create({ code: 'OTHER', discountPercentage: 10 });
      const before = await list();
      const res = await admin.post('/api/coupons').send({ code: ' taken ', discountPercentage: 99 }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'A coupon with this code already exists', code: 'COUPON_CODE_TAKEN' });
      await admin.put(`/api/coupons/${other.id}`).send({ code: 'taken' }).expect(409, res.body);
      // Its own code is not a clash.
      await admin.put(`/api/coupons/${taken.id}`).send({ code: 'TAKEN', name: 'Same code' }).expect(200);
      expect((await list()).map((c) => c.code)).toEqual(before.map((c) => c.code));
    });

    it('deletes a coupon; a second delete or an update of it answers 404', async () => {
      const keep = await create({ code: 'KEEP', discountPercentage: 10 });
      const gone = await create({ code: 'GONE', discountPercentage: 10 });
      await admin.delete(`/api/coupons/${gone.id}`).expect(200, { id: gone.id, deleted: true });
      expect((await list()).map((c) => c.id)).toEqual([keep.id]);
      await admin.delete(`/api/coupons/${gone.id}`).expect(404);
      const res = await admin.put(`/api/coupons/${gone.id}`).send({ name: 'Back' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No coupon with that id', code: 'NOT_FOUND' });
    });

    it('refuses to delete a coupon a pending order holds (409); once the order lets go it can be deleted', async () => {
      const coupon = await create({ code: 'HELD', discountPercentage: 10, isSingleUse: true });
      const orderId = randomUUID();
      await holdFor(coupon.id, orderId);
      const res = await admin.delete(`/api/coupons/${coupon.id}`).expect(409);
      expect(res.body.message).toMatch(/pending order holds this coupon/);
      expect((await list()).map((c) => c.id)).toEqual([coupon.id]);
      await dataSource().transaction((manager) => redemption().release(manager, orderId));
      await admin.delete(`/api/coupons/${coupon.id}`).expect(200, { id: coupon.id, deleted: true });
    });

    it('records every coupon write in the audit log', async () => {
      const coupon = await create({ code: 'AUDIT', discountPercentage: 10 });
      await admin.put(`/api/coupons/${coupon.id}`).send({ discountPercentage: 20 }).expect(200);
      await admin.delete(`/api/coupons/${coupon.id}`).expect(200);
      const log = await admin.get('/api/admin/audit-log?action=/api/coupons&limit=3').expect(200);
      expect(log.body.items.map((e: { method: string; statusCode: number }) => `${e.method} ${e.statusCode}`)).toEqual([
        'DELETE 200',
        'PUT 200',
        'POST 201',
      ]);
      expect(log.body.items[0]).toMatchObject({ path: `/api/coupons/${coupon.id}`, target: coupon.id, adminEmail: 'owner@watercolor.test' });
    });
  });

  describe('validating a code against a cart', () => {
    beforeAll(async () => {
      await clearCoupons();
      await create({ code: 'SPRING15', name: 'Spring 15', discountPercentage: 15 });
      await create({ code: 'TAKE5', name: 'Five fifty off', discountType: 'fixed', discountValue: 5.5 });
      await create({ code: 'BIG25', name: 'Big order', discountPercentage: 25, minimumOrderAmount: 50 });
      await create({ code: 'BYGONE', discountPercentage: 30, expiryDate: new Date(Date.now() - 60_000).toISOString() });
      await create({ code: 'LATER', discountPercentage: 30, expiryDate: new Date(Date.now() + DAY).toISOString() });
      await create({ code: 'PAUSED', discountPercentage: 30, isActive: false });
    });

    it('rounds a total carrying float noise half-up to the cent instead of refusing it', async () => {
      // 3 × 45.99 in a browser is 137.97000000000003: judged as 137.97; 15 % of it is 20.6955 → 20.70.
      const res = await validate({ code: 'SPRING15', orderTotal: 3 * 45.99 }).expect(200);
      expect(res.body).toMatchObject({ valid: true, discountAmount: 20.7 });
    });

    it('takes a percentage off the subtotal, rounded half-up once to the cent', async () => {
      // 15 % of 10.10 is 1.515: 1.52.
      const res = await validate({ code: 'SPRING15', orderTotal: 10.1 }).expect(200);
      expect(res.body).toEqual({
        valid: true,
        error: null,
        coupon: { name: 'Spring 15', code: 'SPRING15', discountPercentage: 15, discountType: 'percentage', discountValue: 15 },
        savings: 1.52,
        discountAmount: 1.52,
      });
    });

    it('takes a fixed amount off, and never more than the subtotal', async () => {
      const res = await validate({ code: 'TAKE5', orderTotal: 30 }).expect(200);
      expect(res.body).toEqual({
        valid: true,
        error: null,
        coupon: { name: 'Five fifty off', code: 'TAKE5', discountPercentage: null, discountType: 'fixed', discountValue: 5.5 },
        savings: 5.5,
        discountAmount: 5.5,
      });
      await validate({ code: 'TAKE5', orderTotal: 4 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: true, savings: 4, discountAmount: 4 }));
    });

    it('applies at the minimum order amount exactly, and says what the minimum is below it', async () => {
      await validate({ code: 'BIG25', orderTotal: 50 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: true, discountAmount: 12.5 }));
      const res = await validate({ code: 'BIG25', orderTotal: 49.99 }).expect(200);
      expect(res.body).toEqual({ valid: false, error: 'This coupon needs a minimum order of $50.00', coupon: null, savings: 0, discountAmount: 0 });
    });

    it('refuses an expired coupon and accepts one that expires later', async () => {
      await validate({ code: 'BYGONE', orderTotal: 100 }).expect(200, {
        valid: false,
        error: 'This coupon has expired',
        coupon: null,
        savings: 0,
        discountAmount: 0,
      });
      await validate({ code: 'LATER', orderTotal: 100 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: true, discountAmount: 30 }));
    });

    it('answers a switched-off coupon, an unknown code and a malformed one alike: 200, not valid', async () => {
      const invalid = { valid: false, error: NOT_VALID, coupon: null, savings: 0, discountAmount: 0 };
      await validate({ code: 'PAUSED', orderTotal: 100 }).expect(200, invalid);
      await validate({ code: 'NO-SUCH-CODE', orderTotal: 100 }).expect(200, invalid);
      await validate({ code: 'not a code!', orderTotal: 100 }).expect(200, invalid);
    });

    it('upper-cases and trims the code before it looks', async () => {
      await validate({ code: '  spring15 ', orderTotal: 20 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: true, coupon: { code: 'SPRING15' }, discountAmount: 3 }));
    });

    it('accepts a zero subtotal (nothing to take off)', async () => {
      await validate({ code: 'SPRING15', orderTotal: 0 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: true, savings: 0, discountAmount: 0 }));
    });

    const badInputs: [string, Record<string, unknown>, RegExp][] = [
      ['a blank code', { code: '   ', orderTotal: 10 }, /^Please enter a coupon code$/],
      ['an empty code', { code: '', orderTotal: 10 }, /^Please enter a coupon code$/],
      ['no code', { orderTotal: 10 }, /^code is required$/],
      ['a code of 51 characters', { code: 'A'.repeat(51), orderTotal: 10 }, /^code must be at most 50 characters$/],
      ['a code that is not text', { code: 15, orderTotal: 10 }, /^code must be text$/],
      ['no order total', { code: 'SPRING15' }, /^orderTotal is required$/],
      ['a negative order total', { code: 'SPRING15', orderTotal: -1 }, /^orderTotal must be at least 0$/],
      ['an order total as text', { code: 'SPRING15', orderTotal: '10' }, /^orderTotal must be a number of dollars$/],
      ['an order total too large', { code: 'SPRING15', orderTotal: 1e9 }, /^orderTotal must be at most 1000000$/],
      ['an unknown field', { code: 'SPRING15', orderTotal: 10, email: 'x@example.com' }, /property email should not exist/],
    ];

    it.each(badInputs)('answers %s with 400', async (_, body, message) => {
      const res = await validate(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
    });

    it('allows 120 checks a minute from one address, then answers 429; other addresses are unaffected', async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < COUPON_CHECKS_PER_MINUTE; i++) await validate({ code: 'SPRING15', orderTotal: 10 }, ip).expect(200);
      const res = await validate({ code: 'SPRING15', orderTotal: 10 }, ip).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many coupon checks. Please wait a minute and try again.',
        code: 'RATE_LIMITED',
      });
      await validate({ code: 'SPRING15', orderTotal: 10 }, '192.0.2.78').expect(200);
    });

    describe('POST /api/coupons/apply (kept for the documented client)', () => {
      it('says whether the code could be used and changes nothing: usage is counted when an order is paid', async () => {
        const before = await list();
        await apply({ code: 'spring15' }).expect(200, { valid: true, message: 'Coupon accepted. Its use is counted when your order is paid.' });
        // The minimum order is not judged here (no subtotal is sent).
        await apply({ code: 'BIG25' })
          .expect(200)
          .expect((r) => expect(r.body.valid).toBe(true));
        await apply({ code: 'BYGONE' }).expect(200, { valid: false, message: 'This coupon has expired' });
        await apply({ code: 'NOPE' }).expect(200, { valid: false, message: NOT_VALID });
        await apply({ code: 'PAUSED' }).expect(200, { valid: false, message: NOT_VALID });
        expect(await list()).toEqual(before);
      });

      it('answers a blank or missing code with 400', async () => {
        await apply({ code: ' ' })
          .expect(400)
          .expect((r) => expect(r.body.message).toBe('Please enter a coupon code'));
        await apply({}).expect(400);
        await apply({ code: 'X'.repeat(51) }).expect(400);
      });
    });
  });

  describe('holds by orders: single use enforced by the database', () => {
    beforeEach(clearCoupons);

    const conflictOf = (err: unknown) => (err instanceof RpcException ? err.getError() : err);

    it('lets exactly one of 100 concurrent checkouts hold a single-use coupon; the 99 others get COUPON_ALREADY_USED (409)', async () => {
      const coupon = await create({ code: 'ONCE', discountPercentage: 50, isSingleUse: true });
      const orderIds = Array.from({ length: 100 }, () => randomUUID());
      const outcomes = await Promise.allSettled(orderIds.map((orderId) => holdFor(coupon.id, orderId)));
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(99);
      for (const loss of lost) {
        expect(conflictOf(loss.reason)).toEqual({ code: 'COUPON_ALREADY_USED', message: 'This coupon has already been used' });
      }
      const holds = await dataSource().query(`SELECT status FROM coupon_holds WHERE coupon_id = $1`, [coupon.id]);
      expect(holds).toEqual([{ status: 'held' }]);
      // The shop now says so to the next shopper.
      await validate({ code: 'ONCE', orderTotal: 20 })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ valid: false, error: 'This coupon has already been used' }));
    });

    it('is the database’s rule: a second live hold of a single-use coupon is refused even bypassing the service', async () => {
      const coupon = await create({ code: 'RAW', discountPercentage: 10, isSingleUse: true });
      const insert = (orderId: string, status: string) =>
        dataSource().query('INSERT INTO coupon_holds (coupon_id, order_id, single_use, status) VALUES ($1, $2, true, $3)', [
          coupon.id,
          orderId,
          status,
        ]);
      await insert('order-1', 'redeemed');
      await expect(insert('order-2', 'held')).rejects.toMatchObject({ code: '23505', constraint: 'coupon_holds_single_use_live' });
      await insert('order-3', 'released');
    });

    it('follows an order: held, then redeemed when paid (usage counted once), or released when it expires', async () => {
      const coupon = await create({ code: 'ONE-TIME', discountType: 'fixed', discountValue: 10, isSingleUse: true });
      const first = randomUUID();
      const second = randomUUID();
      const ruleNow = () => quote().ruleForCode(dataSource().manager, ' one-time ');

      expect(await ruleNow()).toEqual({
        id: coupon.id,
        rule: {
          code: 'ONE-TIME',
          name: 'ONE-TIME',
          discountType: 'fixed',
          discountValue: 1000,
          minimumOrderCents: null,
          expiresAt: null,
          isActive: true,
          isSingleUse: true,
          redeemed: false,
        },
      });
      await holdFor(coupon.id, first);
      await holdFor(coupon.id, first); // the same order again changes nothing
      expect((await ruleNow())!.rule.redeemed).toBe(true);

      // The first order expires: the coupon is free again.
      expect(await dataSource().transaction((m) => redemption().release(m, first))).toBe(true);
      expect(await dataSource().transaction((m) => redemption().release(m, first))).toBe(false);
      expect((await ruleNow())!.rule.redeemed).toBe(false);
      await validate({ code: 'ONE-TIME', orderTotal: 20 })
        .expect(200)
        .expect((r) => expect(r.body.valid).toBe(true));

      // The second order holds it and is paid: redeemed, counted once however often the payment is reported.
      await holdFor(coupon.id, second);
      expect(await dataSource().transaction((m) => redemption().redeem(m, second))).toBe(true);
      expect(await dataSource().transaction((m) => redemption().redeem(m, second))).toBe(false);
      expect(await dataSource().transaction((m) => redemption().release(m, second))).toBe(false);
      expect((await byCode('ONE-TIME')).usageCount).toBe(1);
      await expect(holdFor(coupon.id, randomUUID())).rejects.toThrow(RpcException);
      const events = await dataSource().query(`SELECT payload FROM outbox WHERE name = 'coupon.redeemed' AND payload->>'couponId' = $1`, [coupon.id]);
      expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([{ couponId: coupon.id, code: 'ONE-TIME', orderId: second }]);
    });

    it('lets any number of orders hold a multi-use coupon, counting each paid one', async () => {
      const coupon = await create({ code: 'MANY', discountPercentage: 10 });
      const orders = Array.from({ length: 5 }, () => randomUUID());
      await Promise.all(orders.map((orderId) => holdFor(coupon.id, orderId, false)));
      for (const orderId of orders.slice(0, 3)) await dataSource().transaction((m) => redemption().redeem(m, orderId));
      expect((await byCode('MANY')).usageCount).toBe(3);
      expect((await quote().ruleForCode(dataSource().manager, 'MANY'))!.rule.redeemed).toBe(false);
    });

    it('keeps the caller’s transaction usable after a refused hold', async () => {
      const coupon = await create({ code: 'SOLO', discountPercentage: 10, isSingleUse: true });
      await holdFor(coupon.id, randomUUID());
      const after = await dataSource().transaction(async (manager) => {
        await expect(redemption().hold(manager, coupon.id, randomUUID(), true)).rejects.toThrow(RpcException);
        return manager.query('SELECT count(*)::int AS n FROM coupon_holds');
      });
      expect(after).toEqual([{ n: 1 }]);
    });

    it('refuses a hold on a coupon that does not exist, and a second coupon for one order', async () => {
      const a = await create({ code: 'AAA', discountPercentage: 10 });
      const b = await create({ code: 'BBB', discountPercentage: 10 });
      await expect(holdFor(UNKNOWN_ID, randomUUID())).rejects.toMatchObject({ message: NOT_VALID });
      const orderId = randomUUID();
      await holdFor(a.id, orderId, false);
      await expect(holdFor(b.id, orderId, false)).rejects.toMatchObject({ message: 'This order already has a coupon' });
      expect(await quote().ruleForCode(dataSource().manager, 'NOPE')).toBeNull();
    });
  });

  describe('bad input changes nothing', () => {
    let existing: Coupon;
    beforeAll(async () => {
      await clearCoupons();
      existing = await create({ code: 'EXISTING', name: 'Existing', discountPercentage: 10 });
    });

    const badCreates: [string, Record<string, unknown>, RegExp][] = [
      ['no code', { discountPercentage: 10 }, /^code is required$/],
      ['a blank code', { code: '  ', discountPercentage: 10 }, /^code is required$/],
      ['a code with a space', { code: 'TWO WORDS', discountPercentage: 10 }, /^code may hold only the letters A-Z, digits, - and _$/],
      ['a code of 51 characters', { code: 'C'.repeat(51), discountPercentage: 10 }, /^code must be at most 50 characters$/],
      ['a code that is not text', { code: 42, discountPercentage: 10 }, /^code must be text$/],
      ['no discount', { code: 'NEW' }, /discountPercentage is required for a percentage coupon/],
      ['discount 0', { code: 'NEW', discountPercentage: 0 }, /^discountPercentage must be between 1 and 100$/],
      ['discount 101', { code: 'NEW', discountPercentage: 101 }, /^discountPercentage must be between 1 and 100$/],
      ['discount 12.5', { code: 'NEW', discountPercentage: 12.5 }, /^discountPercentage must be a whole number from 1 to 100$/],
      ['discount "ten"', { code: 'NEW', discountPercentage: 'ten' }, /^discountPercentage must be a whole number from 1 to 100$/],
      ['a percentage of 150 as discountValue', { code: 'NEW', discountValue: 150 }, /discountPercentage must be a whole number from 1 to 100/],
      ['two different percentages', { code: 'NEW', discountPercentage: 10, discountValue: 20 }, /discountValue must equal discountPercentage/],
      ['an unknown discount type', { code: 'NEW', discountType: 'bogo', discountValue: 5 }, /^discountType must be percentage or fixed$/],
      ['a fixed coupon without an amount', { code: 'NEW', discountType: 'fixed' }, /discountValue is required for a fixed coupon/],
      ['a fixed coupon of 0', { code: 'NEW', discountType: 'fixed', discountValue: 0 }, /^discountValue must be more than 0$/],
      ['a fixed coupon of -5', { code: 'NEW', discountType: 'fixed', discountValue: -5 }, /^discountValue must be more than 0$/],
      ['a fixed coupon of 1.234', { code: 'NEW', discountType: 'fixed', discountValue: 1.234 }, /^discountValue must have at most 2 decimals$/],
      [
        'a fixed coupon with a percentage',
        { code: 'NEW', discountType: 'fixed', discountValue: 5, discountPercentage: 10 },
        /discountPercentage is only for percentage coupons/,
      ],
      ['a negative minimum', { code: 'NEW', discountPercentage: 10, minimumOrderAmount: -1 }, /^minimumOrderAmount must be at least 0$/],
      [
        'a minimum of 3 decimals',
        { code: 'NEW', discountPercentage: 10, minimumOrderAmount: 1.001 },
        /^minimumOrderAmount must have at most 2 decimals$/,
      ],
      ['a minimum as text', { code: 'NEW', discountPercentage: 10, minimumOrderAmount: '25' }, /^minimumOrderAmount must be a number of dollars$/],
      ['an expiry that is not a date', { code: 'NEW', discountPercentage: 10, expiryDate: 'tomorrow' }, /^expiryDate must be an ISO 8601 date/],
      ['30 February', { code: 'NEW', discountPercentage: 10, expiryDate: '2030-02-30' }, /^expiryDate must be an ISO 8601 date/],
      ['isSingleUse "yes"', { code: 'NEW', discountPercentage: 10, isSingleUse: 'yes' }, /^isSingleUse must be true or false$/],
      ['isActive null', { code: 'NEW', discountPercentage: 10, isActive: null }, /^isActive must be true or false$/],
      ['a name of 201 characters', { code: 'NEW', discountPercentage: 10, name: 'n'.repeat(201) }, /^name must be at most 200 characters$/],
      ['a usage count', { code: 'NEW', discountPercentage: 10, usageCount: 5 }, /property usageCount should not exist/],
    ];

    it.each(badCreates)('creating with %s answers 400 naming the field', async (_, body, message) => {
      const res = await admin.post('/api/coupons').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
      expect(await list()).toEqual([existing]);
    });

    it('refuses a body that is not a JSON object', async () => {
      await admin
        .post('/api/coupons')
        .send([{ code: 'NEW', discountPercentage: 10 }])
        .expect(400);
      expect(await list()).toEqual([existing]);
    });

    const badUpdates: [string, Record<string, unknown>, RegExp][] = [
      ['nothing to change', {}, /^Send at least one field to change$/],
      ['discount 0', { discountPercentage: 0 }, /between 1 and 100/],
      ['a blank code', { code: ' ' }, /^code is required$/],
      ['a null code', { code: null }, /^code is required$/],
      ['a code with a slash', { code: 'A/B' }, /^code may hold only/],
      ['a switch to fixed without an amount', { discountType: 'fixed' }, /discountValue is required for a fixed coupon/],
      ['a fixed amount on a percentage coupon', { discountValue: 5.55 }, /discountPercentage must be a whole number/],
      ['an unknown field', { colour: 'red' }, /property colour should not exist/],
      ['only read-only fields', { id: UNKNOWN_ID, usageCount: 3 }, /Send at least one field to change/],
    ];

    it.each(badUpdates)('updating with %s answers 400', async (_, body, message) => {
      const res = await admin.put(`/api/coupons/${existing.id}`).send(body).expect(400);
      expect(res.body.message).toMatch(message);
      expect(await list()).toEqual([existing]);
    });

    it('answers 404 for a garbage id as for an unknown one', async () => {
      await admin.put('/api/coupons/not-an-id').send({ name: 'x' }).expect(404);
      await admin.delete('/api/coupons/42').expect(404);
      await admin.put(`/api/coupons/${UNKNOWN_ID}`).send({ name: 'x' }).expect(404);
      await admin.delete(`/api/coupons/${UNKNOWN_ID}`).expect(404);
      expect(await list()).toEqual([existing]);
    });

    it('keeps management for admins: 403 for a shopper, 401 without a session; validation stays public', async () => {
      const shopper = await t.shopper('bargain-hunter@example.com');
      const anonymous = t.client();
      for (const caller of [shopper, anonymous]) {
        const status = caller === shopper ? 403 : 401;
        await caller.get('/api/admin/coupons').expect(status);
        await caller.post('/api/coupons').send({ code: 'MINE', discountPercentage: 100 }).expect(status);
        await caller.put(`/api/coupons/${existing.id}`).send({ discountPercentage: 100 }).expect(status);
        await caller.delete(`/api/coupons/${existing.id}`).expect(status);
        await caller.get('/api/coupons').expect(200);
        await caller.post('/api/coupons/validate').set('X-Forwarded-For', nextIp()).send({ code: 'EXISTING', orderTotal: 10 }).expect(200);
      }
      expect(await list()).toEqual([existing]);
    });
  });
});
