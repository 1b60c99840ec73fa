import { readFileSync } from 'node:fs';
import path from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { mailFilesTo, startTestShop, TestShop } from '../support/test-shop';

/** The mail's quoted-printable body as text: soft line breaks joined, =3D back to '='. */
const unquote = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('order moves: paid → processing → shipped', () => {
  let t: TestShop;
  let admin: TestAgent;
  let halfPan: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    halfPan = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const shippedMails = (email: string) =>
    mailFilesTo(t.config.mailDir, email)
      .map((f) => unquote(readFileSync(path.join(t.config.mailDir, f), 'utf8')))
      .filter((mail) => /has shipped/.test(mail));
  const paidOrder = async (email: string) =>
    (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail: email, items: [{ name: 'Market Set', price: 25, quantity: 1 }], total: 25 })
        .expect(201)
    ).body;
  const outboxCount = async (name: string, orderId: string) =>
    (await commerce().query("SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND payload->>'orderId' = $2", [name, orderId]))[0].n;
  async function waitForMails(email: string, atLeast: number) {
    for (let i = 0; i < 50 && shippedMails(email).length < atLeast; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    return shippedMails(email);
  }

  it('walks a checkout order from pending to paid, processing and shipped, e-mailing the tracking link', async () => {
    const email = 'walk@example.com';
    const shopper = await t.shopper(email);
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${halfPan.id}-half`, quantity: 1 }] })
      .expect(200);
    const { orderId } = (await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201)).body;

    await admin
      .post(`/api/admin/orders/${orderId}/processing`)
      .expect(409)
      .expect((r) => expect(r.body).toMatchObject({ statusCode: 409, message: 'This order is pending and cannot be marked processing' }));
    await admin
      .post(`/api/admin/orders/${orderId}/ship`)
      .send({ carrier: 'UPS', trackingNumber: '1Z999' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This order is pending and cannot be marked shipped'));
    await shopper.post(`/api/admin/orders/${orderId}/processing`).expect(403);

    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    const processing = (await admin.post(`/api/admin/orders/${orderId}/processing`).expect(200)).body;
    expect(processing).toMatchObject({ status: 'processing', carrier: null, trackingUrl: null, shippedAt: null });
    expect(Date.parse(processing.processingAt)).not.toBeNaN();

    const shipped = (await admin.post(`/api/admin/orders/${orderId}/ship`).send({ carrier: 'USPS', trackingNumber: '  9400-1112  ' }).expect(200))
      .body;
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400-1112',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400-1112',
      processingAt: processing.processingAt,
    });
    expect(Date.parse(shipped.shippedAt)).not.toBeNaN();
    await admin
      .get(`/api/admin/orders/${orderId}`)
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'shipped', carrier: 'USPS' }));
    expect(await outboxCount('order.processing', orderId)).toBe(1);
    expect(await outboxCount('order.shipped', orderId)).toBe(1);

    const mails = await waitForMails(email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('9400-1112');
    expect(mails[0]).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400-1112');

    const audit = await admin.get('/api/admin/audit-log').expect(200);
    expect(JSON.stringify(audit.body)).toContain(`/api/admin/orders/${orderId}/ship`);
  });

  it('refuses every other move with 409 and changes nothing', async () => {
    const order = await paidOrder('refused@example.com');
    await admin
      .post(`/api/admin/orders/${order.id}/ship`)
      .send({ carrier: 'Other', trackingNumber: 'LOCAL-1' })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'shipped', carrier: 'Other', trackingUrl: null }));
    const before = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body;
    await admin
      .post(`/api/admin/orders/${order.id}/processing`)
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This order is shipped and cannot be marked processing'));
    await admin
      .post(`/api/admin/orders/${order.id}/ship`)
      .send({ carrier: 'DHL', trackingNumber: 'NEW-2' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This order is shipped and cannot be marked shipped'));
    expect((await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body).toEqual(before);

    const processing = await paidOrder('twice@example.com');
    await admin.post(`/api/admin/orders/${processing.id}/processing`).expect(200);
    await admin
      .post(`/api/admin/orders/${processing.id}/processing`)
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('This order is processing and cannot be marked processing'));

    await commerce().query("UPDATE orders SET status = 'expired' WHERE id = $1", [(await paidOrder('expired@example.com')).id]);
    const [expired] = await commerce().query("SELECT id FROM orders WHERE customer_email = 'expired@example.com'");
    await admin.post(`/api/admin/orders/${expired.id}/processing`).expect(409);
    await admin.post(`/api/admin/orders/${expired.id}/ship`).send({ carrier: 'UPS', trackingNumber: '1Z1' }).expect(409);
    expect((await admin.get(`/api/admin/orders/${expired.id}`).expect(200)).body).toMatchObject({
      status: 'expired',
      carrier: null,
      trackingNumber: null,
    });

    await admin.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/processing').expect(404);
    await admin.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/ship').send({ carrier: 'UPS', trackingNumber: '1Z1' }).expect(404);
    await admin.post('/api/admin/orders/not-a-uuid/processing').expect(404);
  });

  it('refuses a bad carrier or tracking number with 400', async () => {
    const order = await paidOrder('bad-tracking@example.com');
    const ship = (body: object) => admin.post(`/api/admin/orders/${order.id}/ship`).send(body);
    for (const body of [
      { carrier: 'UPS', trackingNumber: '   ' },
      { carrier: 'UPS', trackingNumber: 'A'.repeat(65) },
      { carrier: 'UPS', trackingNumber: '1Z 999' },
      { carrier: 'UPS', trackingNumber: '<script>' },
      { carrier: 'Pigeon', trackingNumber: '1Z999' },
      { carrier: 'UPS' },
      {},
    ]) {
      await ship(body)
        .expect(400)
        .expect((r) => expect(r.body).toMatchObject({ statusCode: 400, error: 'Bad Request' }));
    }
    await ship({ carrier: 'FedEx', trackingNumber: 'A'.repeat(64) }).expect(200);
  });

  it('ships once when two admins ship at the same time, and e-mails once', async () => {
    const email = 'race@example.com';
    const order = await paidOrder(email);
    const other = await t.admin();
    const replies = await Promise.all([
      admin.post(`/api/admin/orders/${order.id}/ship`).send({ carrier: 'UPS', trackingNumber: '1Z-A' }),
      other.post(`/api/admin/orders/${order.id}/ship`).send({ carrier: 'DHL', trackingNumber: 'DHL-B' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await outboxCount('order.shipped', order.id)).toBe(1);
    expect(await waitForMails(email, 1)).toHaveLength(1);
  });
});
