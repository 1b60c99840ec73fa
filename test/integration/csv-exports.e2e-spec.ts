import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

/** Text that a spreadsheet would run (or run after the tab or carriage return), as shoppers may type it. */
const FORMULAS = { equals: '=HYPERLINK("http://evil.example","Click")', plus: '+1', minus: '-2', at: '@SUM(A1)', tab: '\tx', cr: '\rx' };
/** As every export writes it: a leading ' keeps it text. */
const asText = (typed: string) => `'${typed}`;

describe('every CSV the shop writes keeps what shoppers typed from running in a spreadsheet', () => {
  let t: TestShop;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const download = async (url: string) => {
    const response = await admin
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    return parse(response.body as string, { columns: true }) as Record<string, string>[];
  };

  it('GET /api/admin/orders/to-ship.csv: a shipping address, item names and notes starting with =, +, -, @, a tab or a CR are text', async () => {
    const product = (
      await admin.post('/api/products').field('name', 'Cobalt Half Pan').field('category', 'Individual Colors').field('price', '7.00').expect(201)
    ).body as { id: string };
    const email = 'formula.shopper@example.com';
    const shopper = await t.shopper(email);
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${product.id}-half`, quantity: 1 }] })
      .expect(200);
    const address = {
      firstName: FORMULAS.equals,
      lastName: FORMULAS.plus,
      street: FORMULAS.minus,
      city: FORMULAS.at,
      state: 'VA',
      zipCode: '22201',
      country: 'US',
    };
    const checkout = (await shopper.post('/api/checkout').send({ shippingAddress: address }).expect(201)).body as {
      orderId: string;
      orderNumber: number;
    };
    await admin.post(`/api/admin/orders/${checkout.orderId}/mark-paid`).send({}).expect(200);
    const manual = async (name: string, notes: string) =>
      (
        await admin
          .post('/api/admin/orders/manual')
          .send({ customerEmail: 'walkin@example.com', items: [{ name, price: 5, quantity: 1 }], total: 5, notes })
          .expect(201)
      ).body as { orderNumber: number };
    const withTab = await manual(FORMULAS.at, FORMULAS.tab);
    const withCr = await manual(FORMULAS.minus, FORMULAS.cr);

    const rows = await download('/api/admin/orders/to-ship.csv');
    const row = (orderNumber: number) => rows.find((r) => r.orderNumber === String(orderNumber));
    expect(row(checkout.orderNumber)).toMatchObject({
      firstName: asText(FORMULAS.equals),
      lastName: asText(FORMULAS.plus),
      street: asText(FORMULAS.minus),
      city: asText(FORMULAS.at),
      customerEmail: email,
    });
    expect(row(withTab.orderNumber)).toMatchObject({ notes: asText(FORMULAS.tab), items: `1 × ${FORMULAS.at}` });
    expect(row(withCr.orderNumber)).toMatchObject({ notes: asText(FORMULAS.cr), items: `1 × ${FORMULAS.minus}` });
    // Nothing else in the file starts like a formula: numbers stay numbers, every text cell is safe.
    for (const cell of rows.flatMap((r) => Object.values(r))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('GET /api/admin/email-export?format=csv: e-mails starting with =, +, -, @, a tab or a CR are text', async () => {
    // Whatever the reporting copy holds, however it got there: the export is the last line of defence.
    const typed = Object.values(FORMULAS).map((start) => `${start}@example.com`);
    for (const email of typed) {
      await t.db('admin-reporting').query('INSERT INTO reported_users (id, email, created_at) VALUES ($1, $2, now())', [randomUUID(), email]);
    }

    const rows = await download('/api/admin/email-export?format=csv');
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(typed.map(asText)));
    for (const cell of rows.flatMap((r) => Object.values(r))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
