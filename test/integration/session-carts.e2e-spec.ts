import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

interface Row {
  id: string;
  name: string;
  price: number;
  type: string;
  duration: number | null;
  image: string | null;
  quantity: number;
  unavailable?: true;
}

/**
 * Saved carts and sessions (docs/rules.md §4): knowing an e-mail does not open its
 * cart; an unverified session has a cart of its own, merged into the account's once
 * the session is verified. Saved carts hold references and quantities; everything
 * shown from them is priced by the server (docs/rules.md §1).
 */
describe('saved carts per session', () => {
  let t: TestShop;
  let admin: TestAgent;
  let pan: { id: string };
  let brush: { id: string };

  const commerce = () => t.db('commerce');

  async function product(fields: { [key: string]: string }) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  /** Verifies the session this client holds with the code the shop e-mails. */
  async function verify(agent: TestAgent, email: string) {
    await agent.post('/api/users/verification-code').send({}).expect(202);
    const newest = readdirSync(t.config.mailDir)
      .filter((f) => f.endsWith(`-${email}.eml`))
      .sort()
      .pop()!;
    const code = /verification code is (\d{6})/.exec(readFileSync(path.join(t.config.mailDir, newest), 'utf8'))![1];
    await agent.post('/api/users/verify').send({ code }).expect(200);
  }

  const save = (agent: TestAgent, email: string, cartItems: object[]) =>
    agent.post('/api/cart/save').send({ userEmail: email, cartItems }).expect(200);
  const cartOf = async (agent: TestAgent, email: string): Promise<Row[]> => (await agent.get(`/api/cart/${email}`).expect(200)).body;
  /** The lines she chose (the free mystery line the server adds is left out). */
  const lines = (rows: Row[]) => rows.filter((r) => r.type !== 'mystery_box').map((r) => [r.id, r.quantity]);
  const rowsOf = (email: string) => commerce().query('SELECT session_id, items FROM carts WHERE email = $1 ORDER BY session_id NULLS FIRST', [email]);

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    pan = await product({ name: 'Cobalt Blue Half Pan', category: 'Individual Colors', price: '6.50' });
    brush = await product({ name: 'Squirrel Mop', category: 'Brushes', price: '29' });
  });
  afterAll(() => t.close());

  it('keeps references and quantities only, and answers every line at the server price', async () => {
    const email = 'priced@example.com';
    const agent = await t.shopper(email);
    const saved = await save(agent, email, [
      { id: `${pan.id}-half`, name: 'Free paint', price: 0.01, image: '/evil.png', type: 'product', quantity: 2 },
    ]);
    const expected = [
      { id: `${pan.id}-half`, name: 'Cobalt Blue Half Pan', price: 6.5, type: 'product', duration: null, image: null, quantity: 2, shipping: 9 },
    ];
    expect(saved.body).toEqual({ saved: true, items: expected });
    expect(await cartOf(agent, email)).toEqual(expected);
    const [row] = await rowsOf(email);
    expect(row.items).toEqual([{ id: `${pan.id}-half`, type: 'product', quantity: 2 }]);
  });

  it("gives each line its own shipping value from the catalogue, never the browser's", async () => {
    const email = 'shipping.value@example.com';
    const agent = await t.shopper(email);
    const easel = await product({ name: 'Field Easel', category: 'Brushes', price: '40', shipping: '12.50' });
    const saved = await save(agent, email, [{ id: easel.id, name: 'Field Easel', price: 40, shipping: 0, type: 'product', quantity: 1 }]);
    expect(saved.body.items).toEqual([expect.objectContaining({ id: easel.id, price: 40, shipping: 12.5 })]);
    expect(await cartOf(agent, email)).toEqual(saved.body.items);
  });

  it('shows a line that no longer resolves as unavailable, never failing the cart', async () => {
    const email = 'unavailable@example.com';
    const agent = await t.shopper(email);
    const gone = await product({ name: 'Retired Palette', category: 'Brushes', price: '12' });
    const unknownId = `${randomUUID()}-half`;
    const saved = await save(agent, email, [
      { id: unknownId, quantity: 3 },
      { id: `${gone.id}-half`, quantity: 1 },
      { id: `${brush.id}-half`, quantity: 1 },
    ]);
    expect(saved.body.items[0]).toEqual({
      id: unknownId,
      name: 'No longer available',
      price: 0,
      type: 'product',
      duration: null,
      image: null,
      quantity: 3,
      shipping: null,
      unavailable: true,
    });
    await admin.delete(`/api/products/${gone.id}`).expect(200);
    const rows = await cartOf(agent, email);
    expect(rows.map((r) => [r.name, r.price, r.unavailable ?? false])).toEqual([
      ['No longer available', 0, true],
      ['No longer available', 0, true],
      ['Squirrel Mop', 29, false],
    ]);
    // What GET answers can be sent back as it is.
    await save(agent, email, rows);
  });

  it("does not show A's cart to an unverified session signed in with her e-mail, nor let it overwrite it; verified, the two merge", async () => {
    const email = 'ann@example.com';
    const ann = await t.verifiedShopper(email);
    await save(ann, email, [{ id: `${pan.id}-half`, quantity: 2 }]);

    const stranger = await t.shopper(email);
    expect(await cartOf(stranger, email)).toEqual([]);
    await save(stranger, email, [{ id: `${brush.id}-half`, quantity: 1 }]);
    expect(lines(await cartOf(stranger, email))).toEqual([[`${brush.id}-half`, 1]]);

    // Ann's cart is as she left it.
    expect(lines(await cartOf(ann, email))).toEqual([[`${pan.id}-half`, 2]]);
    const checkout = await stranger.post('/api/checkout').send({ cartId: email, city: 'Austin', state: 'TX' }).expect(201);
    const order = await admin.get(`/api/admin/orders/${checkout.body.orderId}`).expect(200);
    expect(order.body.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Squirrel Mop', 1]]);
    expect(lines(await cartOf(ann, email))).toEqual([[`${pan.id}-half`, 2]]);

    // The session that saved the brush is verified: its cart joins hers.
    await verify(stranger, email);
    expect(lines(await cartOf(stranger, email))).toEqual([
      [`${pan.id}-half`, 2],
      [`${brush.id}-half`, 1],
    ]);
    expect(lines(await cartOf(ann, email))).toEqual([
      [`${pan.id}-half`, 2],
      [`${brush.id}-half`, 1],
    ]);
    expect((await rowsOf(email)).map((r: { session_id: string | null }) => r.session_id)).toEqual([null]);
  });

  it('merges by adding quantities (at most 99 a line), once: reading again merges nothing', async () => {
    const email = 'merge@example.com';
    const account = await t.verifiedShopper(email);
    await save(account, email, [
      { id: `${pan.id}-half`, quantity: 98 },
      { id: `${brush.id}-half`, quantity: 1 },
    ]);
    const session = await t.shopper(email);
    await save(session, email, [
      { id: `${pan.id}-half`, quantity: 5 },
      { id: `${brush.id}-half`, quantity: 2 },
    ]);
    await verify(session, email);

    const merged = [
      [`${pan.id}-half`, 99],
      [`${brush.id}-half`, 3],
    ];
    expect(lines(await cartOf(session, email))).toEqual(merged);
    expect(lines(await cartOf(session, email))).toEqual(merged);
    expect(lines(await cartOf(account, email))).toEqual(merged);
    // 99 × 6.50 + 3 × 29.00 earns the free mystery line, which the server adds when it shows the cart.
    expect((await cartOf(account, email)).at(-1)).toMatchObject({ type: 'mystery_box', price: 0, quantity: 1 });
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].session_id).toBeNull();
    // The account's cart changed: the back office's live carts hear of the merged lines at once.
    const [event] = await commerce().query(
      `SELECT payload FROM outbox WHERE name = 'cart.updated' AND payload->>'email' = $1 ORDER BY seq DESC LIMIT 1`,
      [email],
    );
    expect(event.payload.items.slice(0, 2)).toEqual([
      expect.objectContaining({ name: expect.stringContaining('Cobalt Blue'), quantity: 99, price: 6.5 }),
      expect.objectContaining({ name: expect.stringContaining('Squirrel Mop'), quantity: 3, price: 29 }),
    ]);
  });

  it('brings the session cart in on a verified save as well, and an admin sees the account cart', async () => {
    const email = 'save-first@example.com';
    const session = await t.shopper(email);
    await save(session, email, [{ id: `${brush.id}-half`, quantity: 1 }]);
    await verify(session, email);
    // Saving is a first touch too: the session's cart is merged, then the save replaces the account's cart.
    const saved = await save(session, email, [
      { id: `${brush.id}-half`, quantity: 1 },
      { id: `${pan.id}-half`, quantity: 1 },
    ]);
    expect(lines(saved.body.items)).toEqual([
      [`${brush.id}-half`, 1],
      [`${pan.id}-half`, 1],
    ]);
    expect((await rowsOf(email)).map((r: { session_id: string | null }) => r.session_id)).toEqual([null]);
    expect(lines(await cartOf(admin, email))).toEqual([
      [`${brush.id}-half`, 1],
      [`${pan.id}-half`, 1],
    ]);
  });

  it("checks out an unverified session's own cart, and paying the order empties that cart only", async () => {
    const email = 'buyer@example.com';
    const owner = await t.verifiedShopper(email);
    await save(owner, email, [{ id: `${pan.id}-half`, quantity: 4 }]);
    const session = await t.shopper(email);
    await save(session, email, [{ id: `${brush.id}-half`, quantity: 2 }]);

    const { body } = await session.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    const order = await admin.get(`/api/admin/orders/${body.orderId}`).expect(200);
    expect(order.body).toMatchObject({ subtotal: 58, items: [expect.objectContaining({ name: 'Squirrel Mop', quantity: 2 })] });

    await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200);
    let rows = await cartOf(session, email);
    for (let i = 0; i < 50 && rows.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await cartOf(session, email);
    }
    expect(rows).toEqual([]);
    // Her account's cart was older than the order, yet it is not the cart the order came from.
    expect(lines(await cartOf(owner, email))).toEqual([[`${pan.id}-half`, 4]]);
  });

  it("an unverified session's order paid after the session was verified takes what it bought out of the merged cart", async () => {
    const email = 'late-payer@example.com';
    const owner = await t.verifiedShopper(email);
    await save(owner, email, [{ id: `${pan.id}-half`, quantity: 4 }]);
    const session = await t.shopper(email);
    await save(session, email, [
      { id: `${brush.id}-half`, quantity: 2 },
      { id: `${pan.id}-half`, quantity: 1 },
    ]);
    const { body } = await session.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);

    await verify(session, email);
    // Her first read as verified merges the session's cart (the order's lines) into the account's.
    expect(lines(await cartOf(session, email))).toEqual([
      [`${pan.id}-half`, 5],
      [`${brush.id}-half`, 2],
    ]);
    await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200);
    let left = lines(await cartOf(owner, email));
    for (let i = 0; i < 50 && left.length > 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
      left = lines(await cartOf(owner, email));
    }
    // What she had before stays; what the order bought is gone.
    expect(left).toEqual([[`${pan.id}-half`, 4]]);
  });

  it('refuses another shopper, a visitor and bad lines as before', async () => {
    const bob = await t.shopper('bob@example.com');
    await bob.get('/api/cart/ann@example.com').expect(403);
    await bob.post('/api/cart/save').send({ userEmail: 'ann@example.com', cartItems: [] }).expect(403);
    await t.client().get('/api/cart/ann@example.com').expect(401);
    const bad = await bob
      .post('/api/cart/save')
      .send({ userEmail: 'bob@example.com', cartItems: [{ id: `${pan.id}-half`, quantity: 100 }] })
      .expect(400);
    expect(bad.body.message).toContain('quantity');
    const many = Array.from({ length: 101 }, (_, n) => ({ id: `line-${n}`, quantity: 1 }));
    await bob.post('/api/cart/save').send({ userEmail: 'bob@example.com', cartItems: many }).expect(400);
    expect(await rowsOf('bob@example.com')).toEqual([]);
  });
});
