import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { EventEnvelope, OrderEvents, ReferralEvents, ServiceName } from '@shop/contracts';
import { mailFilesTo, startTestShop, TestShop } from '../support/test-shop';
import { sleep, until } from '../support/until';

// Each ledger test pays an order and waits for three consumers across two services.
jest.setTimeout(90_000);

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
/** The mail's quoted-printable body as text: soft line breaks joined, =3D back to '='. */
const unquote = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * Cancelling an order (docs/rules.md §6, §8): from pending or paid only, with a reason; it gives back its coupon, deal
 * units and store credit, takes back the credits its payment earned (what is left of them) and its referrer's commission,
 * and e-mails the shopper once.
 */
describe('order cancellation', () => {
  let t: TestShop;
  let admin: TestAgent;
  /** A 12-colour set earns 12 credits when paid (docs/rules.md §8). */
  let colorSet: { id: string };
  let deal: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    colorSet = (
      await admin.post('/api/products').field('name', 'Cancel 12 Color Set').field('category', 'Watercolor Sets').field('price', '40').expect(201)
    ).body;
    deal = (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Cancel Travel Palette',
          description: 'Twelve half pans in a tin',
          originalPrice: 40,
          salePrice: 30,
          quantity: 10,
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
        })
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const engagement = () => t.db('engagement');
  const where = { city: 'Austin', state: 'TX' };

  const cancelledMails = (email: string) =>
    mailFilesTo(t.config.mailDir, email)
      .map((f) => unquote(readFileSync(path.join(t.config.mailDir, f), 'utf8')))
      .filter((mail) => /has been cancelled/.test(mail));
  async function settledMails(email: string) {
    await until(async () => cancelledMails(email).length > 0, `the cancellation e-mail to ${email}`);
    await sleep(300);
    return cancelledMails(email);
  }

  const soldCount = async () => (await commerce().query('SELECT sold_count FROM daily_deals WHERE id = $1', [deal.id]))[0].sold_count as number;
  const creditsOf = async (email: string) =>
    (await commerce().query('SELECT credits FROM credit_balances WHERE email = $1', [email]))[0]?.credits ?? 0;
  const storeCreditOf = async (agent: TestAgent, email: string) =>
    (await agent.get(`/api/store-credit/${email}`).expect(200)).body.available as number;
  const orderRow = async (orderId: string) => (await commerce().query('SELECT * FROM orders WHERE id = $1', [orderId]))[0];
  const outboxEvent = async (service: ServiceName, name: string, orderId: string) =>
    (await t.db(service).query("SELECT id, name, payload, occurred_at FROM outbox WHERE name = $1 AND payload->>'orderId' = $2", [name, orderId]))[0];
  const consumed = async (service: ServiceName, consumer: string, eventId: string) =>
    (await t.db(service).query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1 AND consumer = $2', [eventId, consumer]))[0].n >
    0;
  const paidOrder = async (email: string) =>
    (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail: email, items: [{ name: 'Market Set', price: 25, quantity: 1 }], total: 25 })
        .expect(201)
    ).body as { id: string };
  const cancel = (orderId: string, reason: unknown = 'Out of stock') => admin.post(`/api/admin/orders/${orderId}/cancel`).send({ reason });

  /** The stored event delivered again, as a redelivery would: under its own id, then under fresh ones. */
  async function redeliver(row: { id: string; name: string; payload: unknown; occurred_at: Date }, source: string) {
    for (const id of [row.id, row.id, randomUUID()]) {
      await t.shop.bus.publishEvent({
        id,
        name: row.name,
        occurredAt: new Date(row.occurred_at).toISOString(),
        source,
        payload: row.payload,
      } as EventEnvelope);
    }
  }

  /** A single-use coupon, $20.00 of imported store credit (items only), and a checkout of the set and one deal unit using both. */
  async function checkoutWithEverything(buyer: TestAgent, email: string, couponCode: string) {
    await admin.post('/api/coupons').send({ code: couponCode, discountPercentage: 10, isSingleUse: true }).expect(201);
    await admin
      .post('/api/admin/paint-credits/import')
      .send({ text: `${email}, Buyer, 50`, creditType: 'per-pan', creditAmount: 0.4 })
      .expect(201);
    const res = await buyer
      .post('/api/checkout')
      .send({
        items: [
          { id: colorSet.id, quantity: 1 },
          { id: `deal-${deal.id}`, quantity: 1 },
        ],
        ...where,
        couponCode,
        useStoreCredit: true,
      })
      .expect(201);
    return res.body as { orderId: string };
  }

  /** Another shopper checks out with the coupon: it succeeds only when no live order holds it. */
  const checkoutWithCoupon = async (couponCode: string) => {
    const other = await t.verifiedShopper(`other-${randomUUID().slice(0, 8)}@example.com`);
    return other.post('/api/checkout').send({ items: [{ id: colorSet.id, quantity: 1 }], ...where, couponCode });
  };

  describe('the moves', () => {
    it('cancels a pending order and a paid one with the reason, answering the order', async () => {
      const email = 'moves-pending@example.com';
      const shopper = await t.verifiedShopper(email);
      const { orderId } = (
        await shopper
          .post('/api/checkout')
          .send({ items: [{ id: colorSet.id, quantity: 1 }], ...where })
          .expect(201)
      ).body;
      const pending = (await cancel(orderId, '  Customer asked by phone  ').expect(200)).body;
      expect(pending).toMatchObject({ id: orderId, status: 'cancelled', cancellationReason: 'Customer asked by phone' });
      expect(Date.parse(pending.cancelledAt)).not.toBeNaN();
      expect((await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body).toEqual(pending);
      // A cancelled order is never paid afterwards.
      await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(409);

      const paid = await paidOrder('moves-paid@example.com');
      expect((await cancel(paid.id, 'Duplicate order').expect(200)).body).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Duplicate order',
      });
      expect((await outboxEvent('commerce', OrderEvents.cancelled, paid.id)).payload).toMatchObject({
        orderId: paid.id,
        email: 'moves-paid@example.com',
        from: 'paid',
        reason: 'Duplicate order',
        totalCents: 2500,
      });
    });

    it('refuses processing, shipped, expired and cancelled orders with 409 and changes nothing', async () => {
      const processing = await paidOrder('refuse-processing@example.com');
      await admin.post(`/api/admin/orders/${processing.id}/processing`).expect(200);
      const shipped = await paidOrder('refuse-shipped@example.com');
      await admin.post(`/api/admin/orders/${shipped.id}/ship`).send({ carrier: 'UPS', trackingNumber: '1Z-CANCEL' }).expect(200);
      const expired = await paidOrder('refuse-expired@example.com');
      await commerce().query("UPDATE orders SET status = 'expired' WHERE id = $1", [expired.id]);
      const cancelled = await paidOrder('refuse-cancelled@example.com');
      await cancel(cancelled.id, 'First time').expect(200);

      for (const [order, status] of [
        [processing, 'processing'],
        [shipped, 'shipped'],
        [expired, 'expired'],
        [cancelled, 'cancelled'],
      ] as const) {
        const before = await orderRow(order.id);
        await cancel(order.id, 'Again')
          .expect(409)
          .expect((r) => expect(r.body).toMatchObject({ statusCode: 409, message: `This order is ${status} and cannot be marked cancelled` }));
        expect(await orderRow(order.id)).toEqual(before);
      }
      expect(
        (
          await commerce().query("SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND payload->>'orderId' = $2", [
            OrderEvents.cancelled,
            cancelled.id,
          ])
        )[0].n,
      ).toBe(1);
    });

    it('answers 404 for an unknown order, 404 for a malformed id, 400 for a bad reason, 403 to a shopper, changing nothing', async () => {
      await cancel(randomUUID()).expect(404);
      await cancel('not-a-uuid').expect(404);
      const order = await paidOrder('bad-reason@example.com');
      const before = await orderRow(order.id);
      for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }, { reason: ['a'] }]) {
        await admin
          .post(`/api/admin/orders/${order.id}/cancel`)
          .send(body)
          .expect(400)
          .expect((r) => expect(r.body).toMatchObject({ statusCode: 400, error: 'Bad Request' }));
      }
      const shopper = await t.verifiedShopper('bad-reason@example.com');
      await shopper.post(`/api/admin/orders/${order.id}/cancel`).send({ reason: 'Mine' }).expect(403);
      await t.client().post(`/api/admin/orders/${order.id}/cancel`).send({ reason: 'Anyone' }).expect(401);
      expect(await orderRow(order.id)).toEqual(before);
      await cancel(order.id, 'y'.repeat(500)).expect(200);
    });
  });

  it("a cancelled paid order restores every ledger: deal, coupon, store credit, credits, the referrer's commission and report", async () => {
    const referrerEmail = 'cancel-referrer@example.com';
    const buyerEmail = 'cancel-buyer@example.com';
    const referrer = await t.verifiedShopper(referrerEmail);
    const link = (await referrer.post('/api/referrals/create').send({ userEmail: referrerEmail, name: 'Blog' }).expect(201)).body;
    const buyer = await t.verifiedShopper(buyerEmail);
    await buyer
      .post('/api/referrals/click')
      .send({ code: link.code })
      .expect(200)
      .expect((r) => expect(r.body.touched).toBe(true));

    const dealSoldBefore = await soldCount();
    const referrerCreditBefore = await storeCreditOf(referrer, referrerEmail);
    const dashboardBefore = (await referrer.get(`/api/referrals/dashboard?userEmail=${referrerEmail}`).expect(200)).body;
    const overviewBefore = (await admin.get('/api/admin/referrals/overview').expect(200)).body;
    const creditsBefore = await creditsOf(buyerEmail);

    const { orderId } = await checkoutWithEverything(buyer, buyerEmail, 'CANCELPAID1');
    const buyerCreditBefore = 20; // imported just before the checkout
    expect(await storeCreditOf(buyer, buyerEmail)).toBeLessThan(buyerCreditBefore);
    expect(await soldCount()).toBe(dealSoldBefore + 1);
    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    await checkoutWithCoupon('CANCELPAID1').then((r) => expect(r.status).toBe(409));

    await until(async () => (await creditsOf(buyerEmail)) === creditsBefore + 12, 'the 12 credits earned');
    const transaction = await until(
      async () => (await engagement().query('SELECT * FROM referral_transactions WHERE order_id = $1', [orderId]))[0],
      'the referral transaction',
    );
    const commissionCents = Number(transaction.commission_cents);
    expect(commissionCents).toBeGreaterThan(0);
    await until(
      async () => (await storeCreditOf(referrer, referrerEmail)) === referrerCreditBefore + commissionCents / 100,
      'the commission granted',
    );

    const cancelled = (await cancel(orderId, 'The tin was damaged').expect(200)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'The tin was damaged' });

    expect(await soldCount()).toBe(dealSoldBefore);
    expect(await storeCreditOf(buyer, buyerEmail)).toBe(buyerCreditBefore);
    expect(await creditsOf(buyerEmail)).toBe(creditsBefore);
    const history = (await buyer.get(`/api/credits/${buyerEmail}/transactions`).expect(200)).body;
    expect(history.filter((row: { source: string }) => row.source === 'cancellation')).toEqual([
      expect.objectContaining({ transactionType: 'spent', amount: -12, source: 'cancellation' }),
    ]);
    expect(history.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(creditsBefore);
    await checkoutWithCoupon('CANCELPAID1').then((r) => expect(r.status).toBe(201));

    await until(async () => (await storeCreditOf(referrer, referrerEmail)) === referrerCreditBefore, 'the commission revoked');
    const referrerHistory = (await referrer.get(`/api/store-credit/${referrerEmail}/transactions`).expect(200)).body;
    expect(referrerHistory.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['revoked', -commissionCents / 100],
      ['granted', commissionCents / 100],
    ]);
    expect(await engagement().query('SELECT cancelled_at FROM referral_transactions WHERE order_id = $1', [orderId])).toEqual([
      { cancelled_at: expect.any(Date) },
    ]);
    expect((await referrer.get(`/api/referrals/dashboard?userEmail=${referrerEmail}`).expect(200)).body).toEqual(dashboardBefore);
    expect((await admin.get('/api/admin/referrals/overview').expect(200)).body).toMatchObject({
      totalConversions: overviewBefore.totalConversions,
      totalReferralRevenue: overviewBefore.totalReferralRevenue,
      totalCommissionsPaid: overviewBefore.totalCommissionsPaid,
    });
    const listed = (await admin.get('/api/admin/referral-transactions').expect(200)).body;
    expect(listed.map((row: { orderId: string }) => row.orderId)).not.toContain(orderId);

    const mails = await settledMails(buyerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Your order #${cancelled.orderNumber} has been cancelled`);
    expect(mails[0]).toContain('The tin was damaged');
    expect(mails[0]).toMatch(/store credit it used is back/);
    expect(mails[0]).toMatch(/will be refunded by the shop/);

    // The same order.cancelled and commission-reversed delivered again change nothing more.
    const referrerMonthBefore = await engagement().query('SELECT * FROM referral_monthly_sales WHERE referrer_email = $1', [referrerEmail]);
    const linkBefore = await engagement().query('SELECT conversion_count, total_sales_cents FROM referral_links WHERE id = $1', [link.id]);
    await redeliver(await outboxEvent('commerce', OrderEvents.cancelled, orderId), 'commerce');
    await redeliver(await outboxEvent('engagement', ReferralEvents.commissionReversed, orderId), 'engagement');
    expect(await creditsOf(buyerEmail)).toBe(creditsBefore);
    expect(await storeCreditOf(referrer, referrerEmail)).toBe(referrerCreditBefore);
    expect(await storeCreditOf(buyer, buyerEmail)).toBe(buyerCreditBefore);
    expect(await soldCount()).toBe(dealSoldBefore);
    expect(await engagement().query('SELECT * FROM referral_monthly_sales WHERE referrer_email = $1', [referrerEmail])).toEqual(referrerMonthBefore);
    expect(await engagement().query('SELECT conversion_count, total_sales_cents FROM referral_links WHERE id = $1', [link.id])).toEqual(linkBefore);
    expect(
      (
        await engagement().query("SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND payload->>'orderId' = $2", [
          ReferralEvents.commissionReversed,
          orderId,
        ])
      )[0].n,
    ).toBe(1);
    expect(await settledMails(buyerEmail)).toHaveLength(1);
  });

  it('a cancelled pending order gives back its coupon, deal unit and store credit, and touches no credits', async () => {
    const email = 'cancel-pending@example.com';
    const buyer = await t.verifiedShopper(email);
    const dealSoldBefore = await soldCount();
    const { orderId } = await checkoutWithEverything(buyer, email, 'CANCELPEND1');
    expect(await soldCount()).toBe(dealSoldBefore + 1);
    await checkoutWithCoupon('CANCELPEND1').then((r) => expect(r.status).toBe(409));

    await cancel(orderId, 'Payment never came').expect(200);
    expect(await soldCount()).toBe(dealSoldBefore);
    expect(await storeCreditOf(buyer, email)).toBe(20);
    expect(await commerce().query('SELECT * FROM credit_transactions WHERE email = $1', [email])).toEqual([]);
    await checkoutWithCoupon('CANCELPEND1').then((r) => expect(r.status).toBe(201));

    const [mail] = await settledMails(email);
    expect(mail).toContain('Payment never came');
    expect(mail).toMatch(/store credit it used is back/);
    expect(mail).not.toMatch(/refunded/);
  });

  it('takes back only the credits she still has when she spent some, and none earned later by a late order.paid', async () => {
    const email = 'cancel-spender@example.com';
    const shopper = await t.verifiedShopper(email);
    const { orderId } = (
      await shopper
        .post('/api/checkout')
        .send({ items: [{ id: colorSet.id, quantity: 1 }], ...where })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    await until(async () => (await creditsOf(email)) === 12, 'the 12 credits earned');
    const giveaway = (
      await admin
        .post('/api/giveaways')
        .send({
          title: `Cancel Giveaway ${randomUUID().slice(0, 8)}`,
          question: 'Your favourite pigment?',
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
        })
        .expect(201)
    ).body;
    await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer: 'Cobalt' }).expect(201);
    await shopper.post('/api/credits/spend').send({ userEmail: email, credits: 10, giveawayId: giveaway.id }).expect(201);

    await cancel(orderId, 'Returned unopened').expect(200);
    expect(await creditsOf(email)).toBe(0);
    const rows = await commerce().query("SELECT amount FROM credit_transactions WHERE source = 'cancellation' AND source_id = $1", [orderId]);
    expect(rows).toEqual([{ amount: -2 }]);

    // A paid order cancelled before its order.paid was heard of earns nothing when it is: no credits, no referral.
    const late = await paidOrder(email);
    const paidEvent = await outboxEvent('commerce', OrderEvents.paid, late.id);
    await until(
      async () =>
        (await consumed('commerce', 'commerce:credits-earning', paidEvent.id)) &&
        consumed('engagement', 'engagement:referral-attribution', paidEvent.id),
      "the manual order's order.paid",
    );
    await cancel(late.id, 'Entered twice').expect(200);
    await until(
      async () => (await engagement().query('SELECT 1 FROM referral_cancelled_orders WHERE order_id = $1', [late.id])).length,
      'engagement to hear of the cancellation',
    );
    const referrer = await t.verifiedShopper('late-referrer@example.com');
    const link = (await referrer.post('/api/referrals/create').send({ userEmail: 'late-referrer@example.com', name: 'Late' }).expect(201)).body;
    await shopper.post('/api/referrals/click').send({ code: link.code }).expect(200);
    await sleep(10);
    await t.shop.bus.publishEvent({
      id: randomUUID(),
      name: paidEvent.name,
      occurredAt: new Date().toISOString(),
      source: 'commerce',
      payload: {
        ...paidEvent.payload,
        createdAt: new Date().toISOString(),
        items: [{ id: colorSet.id, name: 'Cancel 12 Color Set', type: 'product', quantity: 1, price: 40, credits: 12 }],
      },
    } as EventEnvelope);
    expect(await creditsOf(email)).toBe(0);
    expect(await commerce().query("SELECT * FROM credit_transactions WHERE source = 'order' AND source_id = $1", [late.id])).toEqual([]);
    expect(await engagement().query('SELECT * FROM referral_transactions WHERE order_id = $1', [late.id])).toEqual([]);
  });
});
