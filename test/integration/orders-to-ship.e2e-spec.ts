import { parse } from 'csv-parse/sync';
import TestAgent from 'supertest/lib/agent';
import { TO_SHIP_CSV_COLUMNS } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';

const CSV_URL = '/api/admin/orders/to-ship.csv';
const ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  street: '1 Harbor Way, Apt "B"',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22201-1234',
  country: 'US',
};

describe('GET /api/admin/orders/to-ship.csv: the orders waiting to ship', () => {
  let t: TestShop;
  let admin: TestAgent;
  let halfPan: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    halfPan = (
      await admin
        .post('/api/products')
        .field('name', 'Rose Madder Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '7.00')
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const manualOrder = async (email: string, notes?: string) =>
    (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail: email, items: [{ name: 'Travel Set', price: 30, quantity: 1 }], total: 30, notes })
        .expect(201)
    ).body as { id: string; orderNumber: number };
  const csv = async () => {
    const response = await admin
      .get(CSV_URL)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    return { response, text: response.body as string, rows: parse(response.body as string, { columns: true }) as Record<string, string>[] };
  };

  it('answers 401 without a session and 403 to a shopper', async () => {
    await t.client().get(CSV_URL).expect(401);
    const shopper = await t.shopper('csv.shopper@example.com');
    await shopper.get(CSV_URL).expect(403);
  });

  it('lists only paid and processing orders, oldest paid first, the address in its own columns and awkward text quoted', async () => {
    // A checkout order with a shipping address, paid first.
    const email = 'grace@example.com';
    const shopper = await t.shopper(email);
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${halfPan.id}-half`, quantity: 2 }] })
      .expect(200);
    const checkout = (await shopper.post('/api/checkout').send({ shippingAddress: ADDRESS }).expect(201)).body as {
      orderId: string;
      orderNumber: number;
    };
    await admin.post(`/api/admin/orders/${checkout.orderId}/mark-paid`).send({}).expect(200);

    // A manual (paid) order without an address whose notes hold a comma, quotes and a line break; then moved to processing.
    const notes = 'Gift wrap, please: "Happy birthday"\nNo invoice';
    const processing = await manualOrder('walkin@example.com', notes);
    await admin.post(`/api/admin/orders/${processing.id}/processing`).expect(200);
    // Orders that must not appear: pending, shipped, completed, expired.
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${halfPan.id}-half`, quantity: 1 }] })
      .expect(200);
    const pending = (await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201)).body as { orderNumber: number };
    const shipped = await manualOrder('shipped@example.com');
    await admin.post(`/api/admin/orders/${shipped.id}/ship`).send({ carrier: 'UPS', trackingNumber: '1Z-1' }).expect(200);
    const completed = await manualOrder('done@example.com');
    const expired = await manualOrder('expired@example.com');
    await commerce().query("UPDATE orders SET status = 'completed' WHERE id = $1", [completed.id]);
    await commerce().query("UPDATE orders SET status = 'expired' WHERE id = $1", [expired.id]);

    const { response, text, rows } = await csv();
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-to-ship-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.split('\n')[0]).toBe(TO_SHIP_CSV_COLUMNS.join(','));

    expect(rows.map((row) => Number(row.orderNumber))).toEqual([checkout.orderNumber, processing.orderNumber]);
    const numbers = rows.map((row) => Number(row.orderNumber));
    for (const absent of [pending, shipped, completed, expired]) expect(numbers).not.toContain(absent.orderNumber);

    const [fromCheckout, walkIn] = rows;
    expect(fromCheckout).toMatchObject({
      status: 'paid',
      customerEmail: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      street: ADDRESS.street,
      city: 'Arlington',
      state: 'VA',
      zipCode: '22201-1234',
      country: 'US',
      items: '2 × Rose Madder Half Pan',
      notes: '',
    });
    expect(Date.parse(fromCheckout.paidAt)).not.toBeNaN();
    expect(walkIn).toMatchObject({
      status: 'processing',
      customerEmail: 'walkin@example.com',
      firstName: '',
      lastName: '',
      street: '',
      zipCode: '',
      country: '',
      items: '1 × Travel Set',
      notes,
    });
    // Quoted as RFC 4180 asks: the field in double quotes, its quotes doubled, the line break kept inside.
    expect(text).toContain('"Gift wrap, please: ""Happy birthday""\nNo invoice"');
    expect(text).toContain('"1 Harbor Way, Apt ""B"""');
  });
});
