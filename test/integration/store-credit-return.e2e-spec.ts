import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { until } from '../support/until';

// The referral test pays an order and waits for consumers in two services.
jest.setTimeout(90_000);

interface HistoryRow {
  kind: string;
  amount: number;
  orderId: string | null;
}

/**
 * Store credit an order gives back when it is cancelled or expires goes only onto grants that are neither expired nor
 * revoked (docs/rules.md §8): what cannot go back is not created, so revoked commission stays revoked.
 */
describe('store credit given back by an ended order', () => {
  let t: TestShop;
  let admin: TestAgent;
  /** $40.00: three of them are the referred order, whose commission the referrer earns. */
  let colorSet: { id: string };
  /** $1.00 and no shipping of its own: the referrer's own order, paid with part of her commission. */
  let pan: { id: string };
  /** $10.00: an order paid with imported paint credit (items only). */
  let brush: { id: string };

  const where = { city: 'Portland', state: 'OR' };
  const commerceApp = () => t.shop.services.find((s) => s.name === 'commerce')!.app;
  const db = () => t.db('commerce');

  async function product(fields: Record<string, string>) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    colorSet = await product({ name: 'Return 12 Color Set', category: 'Watercolor Sets', price: '40' });
    pan = await product({ name: 'Return Half Pan', category: 'Brushes', price: '1', shipping: '0' });
    brush = await product({ name: 'Return Mop Brush', category: 'Brushes', price: '10', shipping: '5' });
  });
  afterAll(() => t.close());

  const grantsOf = (email: string) =>
    db().query(
      'SELECT id, source, amount_cents, remaining_cents, revoked_cents, expired_cents FROM store_credit_grants WHERE email = $1 ORDER BY created_at, id',
      [email],
    ) as Promise<{ id: string; source: string; amount_cents: number; remaining_cents: number; revoked_cents: number; expired_cents: number }[]>;
  const balanceOf = async (email: string) =>
    (await admin.get(`/api/store-credit/${email}`).expect(200)).body as { available: number; totalGranted: number };
  const historyOf = async (email: string) => (await admin.get(`/api/store-credit/${email}/transactions`).expect(200)).body as HistoryRow[];
  const kindsOf = (history: HistoryRow[]) => history.map((row) => [row.kind, row.amount]).sort();
  const cancel = (orderId: string) => admin.post(`/api/admin/orders/${orderId}/cancel`).send({ reason: 'Called off' }).expect(200);

  async function expireOrder(orderId: string) {
    await db().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
      'apps/commerce/src/orders/order-expiry.job',
    );
    expect(await commerceApp().get(OrderExpiryJob).run()).toBeGreaterThanOrEqual(1);
  }

  it('a referrer who spent her commission gets none of it back once the referred order is cancelled and then her own order is', async () => {
    const referrerEmail = 'spending-referrer@example.com';
    const referrer = await t.verifiedShopper(referrerEmail);
    const link = (await referrer.post('/api/referrals/create').send({ userEmail: referrerEmail, name: 'Blog' }).expect(201)).body;
    const buyer = await t.verifiedShopper('referred-buyer@example.com');
    await buyer.post('/api/referrals/click').send({ code: link.code }).expect(200);

    // The referred order is paid: the referrer earns her commission as store credit.
    const referred = (
      await buyer
        .post('/api/checkout')
        .send({ items: [{ id: colorSet.id, quantity: 3 }], ...where })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/orders/${referred.orderId}/mark-paid`).send({}).expect(200);
    const [grant] = await until(async () => {
      const grants = await grantsOf(referrerEmail);
      return grants.length ? grants : null;
    }, 'the commission granted');
    const commissionCents = grant.amount_cents;
    expect(commissionCents).toBeGreaterThan(500);

    // She spends part of it on her own order.
    const own = (
      await referrer
        .post('/api/checkout')
        .send({ items: [{ id: pan.id, quantity: 1 }], ...where, useStoreCredit: true })
        .expect(201)
    ).body;
    const spentCents = Math.round((await admin.get(`/api/admin/orders/${own.orderId}`).expect(200)).body.storeCredit * 100);
    expect(spentCents).toBeGreaterThan(0);
    expect(spentCents).toBeLessThan(commissionCents);

    // The referred order is cancelled: what is left of the commission is revoked.
    await cancel(referred.orderId);
    await until(async () => (await grantsOf(referrerEmail))[0].revoked_cents > 0, 'the commission revoked');
    expect((await grantsOf(referrerEmail))[0]).toMatchObject({ remaining_cents: 0, revoked_cents: commissionCents - spentCents });

    // Her own order is cancelled: the part she spent does not come back onto the revoked grant.
    await cancel(own.orderId);
    expect(await grantsOf(referrerEmail)).toMatchObject([{ remaining_cents: 0, revoked_cents: commissionCents - spentCents }]);
    expect(await balanceOf(referrerEmail)).toMatchObject({ available: 0 });
    const history = await historyOf(referrerEmail);
    expect(kindsOf(history)).toEqual(
      [
        ['granted', commissionCents / 100],
        ['revoked', -(commissionCents - spentCents) / 100],
        ['used', -spentCents / 100],
      ].sort(),
    );
    expect(history.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)).toBe(0);
    const quote = await referrer
      .post('/api/cart/quote')
      .send({ items: [{ id: pan.id, quantity: 1 }], ...where, useStoreCredit: true })
      .expect(200);
    expect(quote.body.storeCredit).toBe(0);
  });

  it('an expired grant gets nothing back when the order that used it expires, nor when it is cancelled after its date', async () => {
    const email = 'lapsed-credit@example.com';
    await admin
      .post('/api/admin/paint-credits/import')
      .send({ text: `${email}, Lapsed, 50`, creditType: 'per-pan', creditAmount: 0.4 })
      .expect(201);
    const shopper = await t.verifiedShopper(email);
    const first = (
      await shopper
        .post('/api/checkout')
        .send({ items: [{ id: brush.id, quantity: 1 }], ...where, useStoreCredit: true })
        .expect(201)
    ).body;
    const [grant] = await grantsOf(email);
    expect(grant).toMatchObject({ amount_cents: 2000, remaining_cents: 1000 });

    // Past its date but not yet marked expired by the job: a cancellation gives nothing back to it either.
    const second = (
      await shopper
        .post('/api/checkout')
        .send({ items: [{ id: brush.id, quantity: 1 }], ...where, useStoreCredit: true })
        .expect(201)
    ).body;
    expect((await grantsOf(email))[0].remaining_cents).toBe(0);
    await db().query("UPDATE store_credit_grants SET expires_at = now() - interval '1 minute' WHERE id = $1", [grant.id]);
    await cancel(second.orderId);
    expect((await grantsOf(email))[0].remaining_cents).toBe(0);

    const { StoreCreditExpiryJob } = builtModule<typeof import('../../apps/commerce/src/store-credit/store-credit-expiry.job')>(
      'apps/commerce/src/store-credit/store-credit-expiry.job',
    );
    expect(await commerceApp().get(StoreCreditExpiryJob).run()).toBeGreaterThanOrEqual(1);
    await expireOrder(first.orderId);
    expect(await grantsOf(email)).toMatchObject([{ remaining_cents: 0, expired_cents: 0 }]);
    expect(await balanceOf(email)).toMatchObject({ available: 0 });
    const history = await historyOf(email);
    expect(history.filter((row) => row.kind === 'returned')).toEqual([]);
    expect(kindsOf(history)).toEqual(
      [
        ['expired', 0],
        ['granted', 20],
        ['used', -10],
        ['used', -10],
      ].sort(),
    );
  });

  it('keeps "a revoked or expired grant holds nothing" in the database itself', async () => {
    const email = 'guarded-grant@example.com';
    await admin
      .post('/api/admin/paint-credits/import')
      .send({ text: `${email}, Guarded, 10`, creditType: 'per-pan', creditAmount: 0.4 })
      .expect(201);
    const [grant] = await grantsOf(email);
    await db().query('UPDATE store_credit_grants SET revoked_at = now(), revoked_cents = remaining_cents, remaining_cents = 0 WHERE id = $1', [
      grant.id,
    ]);
    await expect(db().query('UPDATE store_credit_grants SET remaining_cents = 100 WHERE id = $1', [grant.id])).rejects.toThrow(
      /store_credit_grants_ended_hold_nothing/,
    );
    expect((await grantsOf(email))[0]).toMatchObject({ remaining_cents: 0, revoked_cents: 400 });
  });
});
