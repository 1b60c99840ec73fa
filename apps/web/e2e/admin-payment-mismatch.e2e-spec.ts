import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

/** A payment notice that did not match an order's total is shown on the order's card in the back office (docs/rules.md §6). */
describe('a mismatched payment notice on /admin/orders in Chromium', () => {
  const env = useBrowserShop();
  const commerce = () => env().shop.db('commerce');

  it('shows the amount the provider reported, the event and payment ids on the order that stays pending; nothing on other orders', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const pan = (
      await admin.post('/api/products').field('name', 'Mismatch Half Pan').field('category', 'Individual Colors').field('price', '17').expect(201)
    ).body;
    const shopper = await shop.shopper('mismatch.shopper@example.com');
    const { body: checkout } = await shopper
      .post('/api/checkout')
      .send({ items: [{ id: `${pan.id}-half`, quantity: 1 }], city: 'Austin', state: 'TX' })
      .expect(201);
    // What the webhook records for a $0.01 notice (the browser shop runs without the provider's secret).
    await commerce().query('UPDATE orders SET payment_mismatch = $2 WHERE id = $1', [
      checkout.orderId,
      JSON.stringify({
        eventId: 'evt-cheap',
        paymentId: 'PAY-CHEAP',
        amountCents: 1,
        currency: null,
        receivedAt: new Date().toISOString(),
      }),
    ]);
    await admin
      .post('/api/admin/orders/manual')
      .send({ customerEmail: 'matched@example.com', items: [{ name: 'Set', price: 10, quantity: 1 }], total: 10 })
      .expect(201);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsAdmin(page, shop.url);
    await page.goto(`${shop.url}/admin/orders`);
    const list = page.getByTestId('admin-orders-list');
    await list.getByTestId('admin-order').first().waitFor();
    const card = list.getByTestId('admin-order').filter({ hasText: 'mismatch.shopper@example.com' });
    const note = card.getByTestId('order-payment-mismatch');
    await note.waitFor();
    const text = await note.textContent();
    expect(text).toContain('Payment notice did not match the total');
    expect(text).toContain('$0.01');
    expect(text).toContain(`$${checkout.total.toFixed(2)}`);
    expect(text).toContain('evt-cheap');
    expect(text).toContain('PAY-CHEAP');
    await expect(card.getByTestId('order-status').textContent()).resolves.toBe('pending');
    const other = list.getByTestId('admin-order').filter({ hasText: 'matched@example.com' });
    await expect(other.getByTestId('order-payment-mismatch').count()).resolves.toBe(0);
    await context.close();
  });
});
