import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

interface OrderLine { id: string; name: string; type: string; price: number; quantity: number }
interface Order {
  id: string; customerEmail: string; status: string; items: OrderLine[];
  subtotal: number; shipping: number; tax: number; total: number;
}

const SHOPPER = 'orders.shopper@example.com';
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', street: '12 Paint Lane', city: 'Austin', state: 'TX', zipCode: '73301', country: 'US' };
const EXTENDERS = [{ name: 'Gum Arabic', price: 1.25 }, { name: 'Honey', price: 0.75 }];

describe('Customer Orders (/admin/orders) in Chromium', () => {
  const env = useBrowserShop();
  const commerce = () => env().shop.shop.services.find((s) => s.name === 'commerce')!.app.get(DataSource);
  const money = (n: number) => `$${n.toFixed(2)}`;

  async function signIn(page: Page) {
    await signInAsAdmin(page, env().shop.url);
  }

  it('shows every order in full without a click, colours only paid/pending/processing/shipped, marks paid in one click, and only logs a failed load', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();

    // A pending checkout order, given an address, notes, a tracking number, a payment id and extenders.
    const pan = (await admin.post('/api/products').field('name', 'Orders Cobalt Half Pan').field('category', 'Individual Colors').field('price', '6.50').expect(201)).body;
    const shopper = await shop.shopper(SHOPPER);
    await shopper.post('/api/cart/save').send({ userEmail: SHOPPER, cartItems: [{ id: `${pan.id}-half`, quantity: 2 }] }).expect(200);
    const { body: checkout } = await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await commerce().query(
      `UPDATE orders SET shipping_address = $2::jsonb, notes = 'Leave it at the door', tracking_number = 'TRACK-123',
         payment_method = 'bank-transfer', payment_id = 'PAY-777', items = jsonb_set(items, '{0,extenders}', $3::jsonb)
       WHERE id = $1`,
      [checkout.orderId, JSON.stringify(ADDRESS), JSON.stringify(EXTENDERS)],
    );
    // A paid manual order, and one completed.
    const manual = (await admin.post('/api/admin/orders/manual').send({
      customerEmail: 'walkin@example.com', items: [{ name: 'Market Set', price: 25, quantity: 1 }],
      shipping: 5, tax: 2.5, total: 32.5, status: 'paid', paymentMethod: 'paypal', paymentId: 'PP-9',
    }).expect(201)).body as Order;
    const done = (await admin.post('/api/admin/orders/manual').send({
      customerEmail: 'done@example.com', items: [{ name: 'Old Set', price: 10, quantity: 1 }], total: 10,
    }).expect(201)).body as Order;
    await commerce().query("UPDATE orders SET status = 'completed' WHERE id = $1", [done.id]);

    const orders = (await admin.get('/api/admin/orders').expect(200)).body as Order[];
    const pending = orders.find((o) => o.id === checkout.orderId)!;
    const [line] = pending.items;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const list = page.getByTestId('admin-orders-list');
    await list.waitFor();
    await expect(list.getByTestId('admin-order').count()).resolves.toBe(3);

    // No toggle: every card shows its full record at once.
    await expect(page.getByRole('button', { name: /show details|hide details/i }).count()).resolves.toBe(0);
    await expect(list.locator('[aria-expanded], [hidden]').count()).resolves.toBe(0);
    const card = list.getByTestId('admin-order').filter({ hasText: SHOPPER });
    const visible = async (text: string | RegExp) => expect(card.getByText(text, { exact: typeof text === 'string' }).first().isVisible()).resolves.toBe(true);
    await visible(pending.id.slice(0, 8));
    await visible(line.name);
    await visible(line.type);
    await visible(`${line.quantity} × ${money(line.price)}`);
    await visible('Extenders: Gum Arabic, Honey ($2.00)');
    for (const [label, value] of [
      ['Subtotal', money(pending.subtotal)], ['Shipping', money(pending.shipping)], ['Tax', money(pending.tax)],
      ['Payment method', 'bank-transfer'], ['Payment id', 'PAY-777'], ['Tracking number', 'TRACK-123'],
    ]) {
      await visible(label);
      await expect(card.locator('div', { has: page.getByText(label, { exact: true }) }).last().textContent()).resolves.toContain(value);
    }
    for (const value of Object.values(ADDRESS)) await visible(value);
    await visible('Leave it at the door');
    const manualCard = list.getByTestId('admin-order').filter({ hasText: 'walkin@example.com' });
    await expect(manualCard.getByText('PP-9', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(manualCard.getByText('Market Set', { exact: true }).isVisible()).resolves.toBe(true);

    // Status colours (docs/product/back-office.md §4): pending and paid coloured, completed neutral.
    const badge = (email: string) => list.getByTestId('admin-order').filter({ hasText: email }).getByTestId('order-status');
    await expect(badge(SHOPPER).getAttribute('class')).resolves.toContain('bg-amber-100');
    await expect(badge('walkin@example.com').getAttribute('class')).resolves.toContain('bg-sage-wash');
    await expect(badge('done@example.com').getAttribute('class')).resolves.toContain('bg-paper-deep');
    await expect(badge('done@example.com').getAttribute('class')).resolves.not.toContain('bg-sage-wash');

    // Mark Paid: a button named by its text, acting on the first click.
    const markPaid = card.getByRole('button', { name: 'Mark Paid', exact: true });
    await expect(markPaid.getAttribute('aria-label')).resolves.toBeNull();
    await markPaid.click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.locator('.toast').filter({ hasText: 'Success' }).getByText(`Order ${pending.id.slice(0, 8)} is marked paid.`).waitFor();
    await card.getByTestId('order-status').filter({ hasText: /^paid$/ }).waitFor();
    await expect(markPaid.count()).resolves.toBe(0);
    expect(((await admin.get(`/api/admin/orders/${pending.id}`).expect(200)).body as Order).status).toBe('paid');
    await expect(badge(SHOPPER).getAttribute('class')).resolves.toContain('bg-sage-wash');

    // A failed load is only logged: the last list stays, no error panel.
    const loggedFailure = (target: Page) => target.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('Loading orders failed'),
    });
    await page.route('**/api/admin/orders', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database away' }));
    const refreshFailed = loggedFailure(page);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await refreshFailed;
    await expect(list.getByTestId('admin-order').count()).resolves.toBe(3);
    await expect(page.getByText(/could not load/i).count()).resolves.toBe(0);

    // Failing from the start: the empty state, and the failure logged.
    const fresh = await context.newPage();
    await fresh.route('**/api/admin/orders', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database away' }));
    const loadFailed = loggedFailure(fresh);
    await fresh.goto(`${shop.url}/admin/orders`);
    await loadFailed;
    await fresh.getByText('No orders found', { exact: true }).waitFor();
    await expect(fresh.getByText(/could not load/i).count()).resolves.toBe(0);
    await context.close();
  });

  it('marks a paid order processing, then shipped with a carrier and tracking number, and links the tracking page', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const order = (await admin.post('/api/admin/orders/manual').send({
      customerEmail: 'ship.me@example.com', items: [{ name: 'Travel Set', price: 40, quantity: 1 }], total: 40,
    }).expect(201)).body as Order;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const card = page.getByTestId('admin-order').filter({ hasText: 'ship.me@example.com' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Mark processing', exact: true }).click();
    await card.getByTestId('order-status').filter({ hasText: /^processing$/ }).waitFor();
    await expect(card.getByRole('button', { name: 'Mark processing', exact: true }).count()).resolves.toBe(0);

    await card.getByLabel('Carrier').selectOption('UPS');
    await card.getByLabel('Tracking number').fill('1Z-999-AA');
    await card.getByRole('button', { name: 'Mark shipped', exact: true }).click();
    await card.getByTestId('order-status').filter({ hasText: /^shipped$/ }).waitFor();
    await expect(card.getByTestId('ship-order-form').count()).resolves.toBe(0);
    const link = card.getByTestId('order-tracking-link');
    await expect(link.textContent()).resolves.toBe('1Z-999-AA');
    await expect(link.getAttribute('href')).resolves.toBe('https://www.ups.com/track?tracknum=1Z-999-AA');
    expect(((await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order).status).toBe('shipped');
    await context.close();
  });
});
