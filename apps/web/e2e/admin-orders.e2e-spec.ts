import { mkdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { CANCEL_REASON_MAX_LENGTH, ORDER_SEARCH_MAX_LENGTH, TO_SHIP_CSV_COLUMNS } from '@shop/contracts';
import { seriousViolations, signInAsAdmin, signInOnLanding, useBrowserShop, verifyWithMailedCode } from '../../../test/support/browser';

jest.setTimeout(90_000);

/** The phone width the back office must work at; screenshots go where the report can show them. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/reports';

interface OrderLine {
  id: string;
  name: string;
  type: string;
  price: number;
  quantity: number;
}
interface Order {
  id: string;
  customerEmail: string;
  status: string;
  items: OrderLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

const SHOPPER = 'orders.shopper@example.com';
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', street: '12 Paint Lane', city: 'Austin', state: 'TX', zipCode: '73301', country: 'US' };
/** ADDRESS as the order card and the packing slip print it, one line each. */
const ADDRESS_LINES = ['Ada Lovelace', '12 Paint Lane', 'Austin, TX 73301', 'United States'];
/** GET /api/admin/orders, whatever its query (the list asks for a page: ?page=1&pageSize=25). */
const isOrderList = (url: URL) => url.pathname === '/api/admin/orders';
const EXTENDERS = [
  { name: 'Gum Arabic', price: 1.25 },
  { name: 'Honey', price: 0.75 },
];

describe('Customer Orders (/admin/orders) in Chromium', () => {
  const env = useBrowserShop();
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  const commerce = () => env().shop.db('commerce');
  const money = (n: number) => `$${n.toFixed(2)}`;

  async function signIn(page: Page) {
    await signInAsAdmin(page, env().shop.url);
  }

  it('shows every order in full without a click, colours only paid/pending/processing/shipped, marks paid in one click, and only logs a failed load', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();

    // A pending checkout order, given an address, notes, a tracking number, a payment id and extenders.
    const pan = (
      await admin
        .post('/api/products')
        .field('name', 'Orders Cobalt Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body;
    const shopper = await shop.shopper(SHOPPER);
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: SHOPPER, cartItems: [{ id: `${pan.id}-half`, quantity: 2 }] })
      .expect(200);
    const { body: checkout } = await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await commerce().query(
      `UPDATE orders SET shipping_address = $2::jsonb, notes = 'Leave it at the door', tracking_number = 'TRACK-123',
         payment_method = 'bank-transfer', payment_id = 'PAY-777', items = jsonb_set(items, '{0,extenders}', $3::jsonb)
       WHERE id = $1`,
      [checkout.orderId, JSON.stringify(ADDRESS), JSON.stringify(EXTENDERS)],
    );
    // A paid manual order, and one completed.
    await admin
      .post('/api/admin/orders/manual')
      .send({
        customerEmail: 'walkin@example.com',
        items: [{ name: 'Market Set', price: 25, quantity: 1 }],
        shipping: 5,
        tax: 2.5,
        total: 32.5,
        status: 'paid',
        paymentMethod: 'paypal',
        paymentId: 'PP-9',
      })
      .expect(201);
    const done = (
      await admin
        .post('/api/admin/orders/manual')
        .send({
          customerEmail: 'done@example.com',
          items: [{ name: 'Old Set', price: 10, quantity: 1 }],
          total: 10,
        })
        .expect(201)
    ).body as Order;
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
    // (The Cancel order buttons open a dialog: aria-expanded there is the dialog's, not a hidden part of the card.)
    await expect(list.locator('[aria-expanded]:not([aria-haspopup="dialog"]), [hidden]').count()).resolves.toBe(0);
    const card = list.getByTestId('admin-order').filter({ hasText: SHOPPER });
    const visible = async (text: string | RegExp) =>
      expect(
        card
          .getByText(text, { exact: typeof text === 'string' })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    await visible(pending.id.slice(0, 8));
    await visible(line.name);
    await visible(line.type);
    await visible(`${line.quantity} × ${money(line.price)}`);
    await visible('Extenders: Gum Arabic, Honey ($2.00)');
    for (const [label, value] of [
      ['Subtotal', money(pending.subtotal)],
      ['Shipping', money(pending.shipping)],
      ['Tax', money(pending.tax)],
      ['Payment method', 'bank-transfer'],
      ['Payment id', 'PAY-777'],
      ['Tracking number', 'TRACK-123'],
    ]) {
      await visible(label);
      await expect(
        card
          .locator('div', { has: page.getByText(label, { exact: true }) })
          .last()
          .textContent(),
      ).resolves.toContain(value);
    }
    for (const line of ADDRESS_LINES) await visible(line);
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
    await page
      .locator('.toast')
      .filter({ hasText: 'Success' })
      .getByText(`Order ${pending.id.slice(0, 8)} is marked paid.`)
      .waitFor();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^paid$/ })
      .waitFor();
    await expect(markPaid.count()).resolves.toBe(0);
    expect(((await admin.get(`/api/admin/orders/${pending.id}`).expect(200)).body as Order).status).toBe('paid');
    await expect(badge(SHOPPER).getAttribute('class')).resolves.toContain('bg-sage-wash');

    // A failed refresh is only logged: the last list stays, no error panel.
    const loggedFailure = (target: Page) =>
      target.waitForEvent('console', {
        predicate: (message) => message.type() === 'error' && message.text().includes('Loading orders failed'),
      });
    await page.route(isOrderList, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database away' }));
    const refreshFailed = loggedFailure(page);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await refreshFailed;
    await expect(list.getByTestId('admin-order').count()).resolves.toBe(3);
    await expect(page.getByText(/could not load/i).count()).resolves.toBe(0);

    // Failing from the start there is no list to keep: the failure is logged and shown with the server's message
    // (never "No orders found", which would say the search found nothing).
    const fresh = await context.newPage();
    await fresh.route(isOrderList, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The order service is not answering',
          code: 'SERVICE_UNAVAILABLE',
        }),
      }),
    );
    const loadFailed = loggedFailure(fresh);
    await fresh.goto(`${shop.url}/admin/orders`);
    await loadFailed;
    const failure = fresh.getByRole('alert').filter({ hasText: 'Could not load orders' });
    await failure.getByText('The order service is not answering').waitFor();
    await expect(fresh.getByText('No orders found', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('marks a paid order processing, then shipped with a carrier and tracking number, and links the tracking page', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const order = (
      await admin
        .post('/api/admin/orders/manual')
        .send({
          customerEmail: 'ship.me@example.com',
          items: [{ name: 'Travel Set', price: 40, quantity: 1 }],
          total: 40,
        })
        .expect(201)
    ).body as Order;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const card = page.getByTestId('admin-order').filter({ hasText: 'ship.me@example.com' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Mark processing', exact: true }).click();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^processing$/ })
      .waitFor();
    await expect(card.getByRole('button', { name: 'Mark processing', exact: true }).count()).resolves.toBe(0);

    await card.getByLabel('Carrier').selectOption('UPS');
    await card.getByLabel('Tracking number').fill('1Z-999-AA');
    await card.getByRole('button', { name: 'Mark shipped', exact: true }).click();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^shipped$/ })
      .waitFor();
    await expect(card.getByTestId('ship-order-form').count()).resolves.toBe(0);
    const link = card.getByTestId('order-tracking-link');
    await expect(link.textContent()).resolves.toBe('1Z-999-AA');
    await expect(link.getAttribute('href')).resolves.toBe('https://www.ups.com/track?tracknum=1Z-999-AA');
    expect(((await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order).status).toBe('shipped');
    await context.close();
  });

  /** A shopper signed in and verified in this browser context (orders are account data: docs/rules.md §4). */
  async function verifiedShopper(context: BrowserContext, email: string): Promise<Page> {
    const { shop } = env();
    const page = await context.newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, email);
    await page.goto(`${shop.url}/orders`);
    const card = page.getByTestId('verify-email-card');
    await verifyWithMailedCode(card, shop.config.mailDir, email);
    await page.getByTestId('my-orders-empty').waitFor();
    return page;
  }

  it('filters by status in the address, cancels a pending order through the dialog (a reason required), and shows it cancelled to both sides', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const buyer = 'cancel.me@example.com';
    const reason = 'Out of Rose Madder, sorry: "back in March", refund, no charge';

    // Her pending order, checked out from her own verified browser.
    const pan = (
      await admin.post('/api/products').field('name', 'Cancel Rose Half Pan').field('category', 'Individual Colors').field('price', '7').expect(201)
    ).body;
    const shopperContext = await browser.newContext(PHONE);
    const shopperPage = await verifiedShopper(shopperContext, buyer);
    const checkout = await shopperPage.request.post(`${shop.url}/api/checkout`, {
      data: { items: [{ id: `${pan.id}-half`, quantity: 1 }], city: 'Austin', state: 'TX' },
    });
    expect(checkout.status()).toBe(201);
    const { orderId, orderNumber } = (await checkout.json()) as { orderId: string; orderNumber: number };
    const paid = (
      await admin
        .post('/api/admin/orders/manual')
        .send({
          customerEmail: 'filter.paid@example.com',
          items: [{ name: 'Paid Set', price: 20, quantity: 1 }],
          total: 20,
        })
        .expect(201)
    ).body as Order;

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const list = page.getByTestId('admin-orders-list');
    const cardOf = (email: string) => list.getByTestId('admin-order').filter({ hasText: email });
    await cardOf(buyer).waitFor();

    // The filter: All and every status, kept in the address so a reload keeps it.
    const filter = page.getByRole('combobox', { name: 'Status' });
    await expect(filter.locator('option').allTextContents()).resolves.toEqual([
      'All',
      'Pending',
      'Paid',
      'Processing',
      'Shipped',
      'Completed',
      'Expired',
      'Cancelled',
    ]);
    await filter.selectOption('paid');
    await page.waitForURL((url) => url.search === '?status=paid');
    await cardOf(buyer).waitFor({ state: 'detached' });
    // The pending card leaves as the filtered list starts loading; the paid list is there once its own card is.
    await cardOf(paid.customerEmail).waitFor();
    const paidCount = ((await admin.get('/api/admin/orders?status=paid').expect(200)).body as Order[]).length;
    const shownStatuses = async () => list.getByTestId('order-status').allTextContents();
    await expect(shownStatuses()).resolves.toEqual(Array(paidCount).fill('paid'));
    await page.reload();
    await cardOf(paid.customerEmail).waitFor();
    await expect(filter.inputValue()).resolves.toBe('paid');
    await expect(shownStatuses()).resolves.toEqual(Array(paidCount).fill('paid'));
    await filter.selectOption('all');
    await page.waitForURL((url) => url.search === '');
    await cardOf(buyer).waitFor();

    // A refused cancellation: the server's reason in the failure toast, the dialog still open with what was typed.
    await page.route('**/api/admin/orders/*/cancel', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          error: 'Conflict',
          message: 'This order is processing and cannot be marked cancelled',
          code: 'ORDER_STATUS_CONFLICT',
        }),
      }),
    );
    await cardOf(paid.customerEmail).getByRole('button', { name: 'Cancel order', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: /Cancel order/ });
    await dialog.getByLabel('Reason').fill('Duplicate');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: 'Failed to cancel the order' })
      .getByText('This order is processing and cannot be marked cancelled')
      .waitFor();
    await expect(dialog.getByLabel('Reason').inputValue()).resolves.toBe('Duplicate');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/admin/orders/*/cancel');

    // Her pending order: an empty reason is refused in the browser and nothing is sent.
    await page.goto(`${shop.url}/admin/orders?status=pending`);
    const card = cardOf(buyer);
    await card.waitFor();
    const cancelCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/cancel')) cancelCalls.push(request.url());
    });
    await card.getByRole('button', { name: 'Cancel order', exact: true }).click();
    dialog = page.getByRole('dialog', { name: /Cancel order/ });
    await page.screenshot({ path: `${SHOTS}/admin-cancel-dialog-390.png` });
    const reasonBox = dialog.getByLabel('Reason');
    await expect(reasonBox.getAttribute('maxlength')).resolves.toBe(String(CANCEL_REASON_MAX_LENGTH));
    await reasonBox.fill('   ');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await dialog.getByText('Enter the reason for cancelling: the customer is e-mailed it.').waitFor();
    await expect(reasonBox.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(cancelCalls).toEqual([]);
    expect(((await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as Order).status).toBe('pending');

    // With a reason: the counter follows it, the server cancels, the list refreshes (the pending filter drops it).
    await reasonBox.fill(reason);
    await dialog.getByText(`${reason.length} / ${CANCEL_REASON_MAX_LENGTH} characters`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: 'Order cancelled' })
      .getByText(`Order ${orderId.slice(0, 8)} is cancelled.`)
      .waitFor();
    await card.waitFor({ state: 'detached' });
    expect(cancelCalls).toHaveLength(1);
    const cancelled = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as Order & { cancellationReason: string };
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: reason });

    await filter.selectOption('cancelled');
    await page.waitForURL((url) => url.search === '?status=cancelled');
    const cancelledCard = cardOf(buyer);
    await cancelledCard
      .getByTestId('order-status')
      .filter({ hasText: /^cancelled$/ })
      .waitFor();
    await expect(cancelledCard.getByTestId('order-cancellation').textContent()).resolves.toContain(`Reason: ${reason}`);
    await expect(cancelledCard.getByRole('button', { name: 'Cancel order', exact: true }).count()).resolves.toBe(0);
    await cancelledCard.screenshot({ path: `${SHOTS}/admin-order-cancelled-390.png` });
    await context.close();

    // Her My orders: Cancelled, with the shop's reason, on the card and in the detail.
    await shopperPage.reload();
    const mine = shopperPage.getByTestId('my-order').filter({ hasText: `Order #${orderNumber}` });
    await mine.waitFor();
    await expect(mine.getByTestId('my-order-status').innerText()).resolves.toBe('Cancelled');
    await expect(mine.getByTestId('my-order-cancellation-reason').innerText()).resolves.toBe(`Cancelled: ${reason}`);
    await mine.click();
    await expect(shopperPage.getByTestId('my-order-detail').getByTestId('my-order-cancellation').innerText()).resolves.toContain(reason);
    await shopperContext.close();
  });

  it('prints a packing slip per order (address, items and quantities, notes; no navigation in print) and downloads the orders to ship as CSV', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const order = (
      await admin
        .post('/api/admin/orders/manual')
        .send({
          customerEmail: 'slip@example.com',
          items: [
            { name: 'Studio Palette', price: 30, quantity: 3 },
            { name: 'Sable Brush', price: 12, quantity: 1 },
          ],
          total: 102,
          notes: 'Fragile: glass jars',
        })
        .expect(201)
    ).body as Order & { orderNumber: number };
    await commerce().query(`UPDATE orders SET shipping_address = $2::jsonb, items = jsonb_set(items, '{0,extenders}', $3::jsonb) WHERE id = $1`, [
      order.id,
      JSON.stringify(ADDRESS),
      JSON.stringify(EXTENDERS),
    ]);

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const card = page.getByTestId('admin-order').filter({ hasText: 'slip@example.com' });
    await card.waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-orders-390.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/admin-orders-390-top.png` });

    // The orders to ship, as CSV: a plain download link, fetched here with the admin's cookie.
    const csvLink = page.getByRole('link', { name: 'Download orders to ship (CSV)' });
    await expect(csvLink.getAttribute('download')).resolves.not.toBeNull();
    const csvResponse = await page.request.get(new URL((await csvLink.getAttribute('href'))!, shop.url).href);
    expect(csvResponse.status()).toBe(200);
    const csvText = await csvResponse.text();
    expect(parse(csvText, { to_line: 1 })[0]).toEqual([...TO_SHIP_CSV_COLUMNS]);
    const csvRows = parse(csvText, { columns: true }) as Record<string, string>[];
    expect(csvRows.find((row) => row.orderNumber === String(order.orderNumber))).toMatchObject({
      status: 'paid',
      customerEmail: 'slip@example.com',
      street: ADDRESS.street,
      zipCode: ADDRESS.zipCode,
      items: '3 × Studio Palette; 1 × Sable Brush',
    });

    // 'Packing slip' opens the slip in a new tab.
    const slipLink = card.getByRole('link', { name: /Packing slip/ });
    await expect(slipLink.getAttribute('target')).resolves.toBe('_blank');
    const [slipPage] = await Promise.all([context.waitForEvent('page'), slipLink.click()]);
    await slipPage.waitForURL(`${shop.url}/admin/orders/${order.id}/packing-slip`);
    const slip = slipPage.getByTestId('packing-slip');
    await slip.waitFor();
    const slipText = await slip.innerText();
    for (const text of [
      'Handmade Watercolors',
      'Packing slip',
      `#${order.orderNumber}`,
      ...ADDRESS_LINES,
      'With: Gum Arabic, Honey',
      'Fragile: glass jars',
      '4 units in all',
    ]) {
      expect(slipText).toContain(text);
    }
    expect(slipText).not.toContain('$');
    const rows = slipPage.getByTestId('packing-slip-items').locator('tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).locator('td').allInnerTexts()).resolves.toEqual(['3', 'Studio Palette\nWith: Gum Arabic, Honey']);
    await expect(rows.nth(1).locator('td').allInnerTexts()).resolves.toEqual(['1', 'Sable Brush']);
    await expect(seriousViolations(slipPage)).resolves.toEqual([]);
    await slipPage.screenshot({ path: `${SHOTS}/packing-slip-390.png`, fullPage: true });

    // Print: the button prints; printed, only the slip shows.
    await slipPage.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const nav = slipPage.getByRole('navigation', { name: 'Packing slip' });
    await nav.getByRole('button', { name: 'Print' }).click();
    await expect(slipPage.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).resolves.toBe(1);
    await slipPage.emulateMedia({ media: 'print' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await expect(slipPage.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(slip.isVisible()).resolves.toBe(true);
    await slipPage.screenshot({ path: `${SHOTS}/packing-slip-print-390.png`, fullPage: true });

    // An order that does not exist: a clear message, not a blank slip.
    await slipPage.emulateMedia({ media: 'screen' });
    await slipPage.goto(`${shop.url}/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip`);
    await slipPage.getByRole('alert').filter({ hasText: 'Order not found' }).waitFor();
    await context.close();
  });

  it('searches by order number, e-mail or name, filters by status and days (to before from refused unsent), pages 25 at a time, keeps it all in the address, and fits a phone', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    type Created = Order & { orderNumber: number };
    const create = async (customerEmail: string, customerName: string) =>
      (
        await admin
          .post('/api/admin/orders/manual')
          .send({ customerEmail, customerName, items: [{ name: 'Search Set', price: 9, quantity: 1 }], total: 9 })
          .expect(201)
      ).body as Created;
    // 26 orders one search finds (two pages of 25), one of them moved on to processing; and one to find by number, e-mail and name.
    const paged = await Promise.all(Array.from({ length: 26 }, (_, i) => create(`pager.${i}@pages.example.com`, `Pager ${i}`)));
    await admin.post(`/api/admin/orders/${paged[7].id}/processing`).send({}).expect(200);
    const marigold = await create('marigold.buyer@example.com', 'Winifred Quill');

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const listCalls: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isOrderList(url)) listCalls.push(url.searchParams);
    });
    await signIn(page);
    await page.goto(`${shop.url}/admin/orders`);
    const list = page.getByTestId('admin-orders-list');
    const cards = list.getByTestId('admin-order');
    const settled = page.locator('[data-testid="admin-orders-list"]:not([aria-busy])');
    const summary = page.getByTestId('orders-page-summary');
    const shows = async (text: string) => {
      await summary.filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
      await settled.waitFor();
    };
    const pager = page.getByRole('navigation', { name: 'Order pages', exact: true });
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    const status = page.getByRole('combobox', { name: 'Status' });
    const query = () => new URL(page.url()).searchParams;

    // The newest 25, asked of the server a page at a time.
    await settled.waitFor();
    await expect(cards.count()).resolves.toBe(25);
    expect(listCalls.at(-1)?.toString()).toBe('page=1&pageSize=25');
    await expect(search.getAttribute('maxlength')).resolves.toBe(String(ORDER_SEARCH_MAX_LENGTH));
    await expect(search.getAttribute('placeholder')).resolves.toBe('Order number, e-mail or name');

    // By order number: typing searches once it rests (one request, not one per key), from page 1.
    const typedBefore = listCalls.length;
    await search.pressSequentially(`#${marigold.orderNumber}`, { delay: 20 });
    await shows('Showing 1–1 of 1 order');
    await expect(cards.allInnerTexts()).resolves.toEqual([expect.stringContaining('marigold.buyer@example.com')]);
    expect(query().get('q')).toBe(`#${marigold.orderNumber}`);
    const typed = listCalls.slice(typedBefore).map((params) => params.get('q'));
    expect(typed.at(-1)).toBe(`#${marigold.orderNumber}`);
    expect(typed.length).toBeLessThan(`#${marigold.orderNumber}`.length);

    // By part of the e-mail, and by name in another case; Enter searches at once.
    await search.fill('igold.BUY');
    await search.press('Enter');
    await shows('Showing 1–1 of 1 order');
    await expect(cards.first().innerText()).resolves.toContain('marigold.buyer@example.com');
    await search.fill('winifred q');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'winifred q');
    await shows('Showing 1–1 of 1 order');
    await expect(cards.first().innerText()).resolves.toContain('marigold.buyer@example.com');

    // Paging: 26 found, 25 a page; Previous and Next disabled at the ends; the page kept in the address over a reload.
    await search.fill('pages.example.com');
    await search.press('Enter');
    await shows('Showing 1–25 of 26 orders');
    await expect(cards.count()).resolves.toBe(25);
    await expect(pager.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await shows('Showing 26–26 of 26 orders');
    await expect(cards.count()).resolves.toBe(1);
    expect(query().get('page')).toBe('2');
    expect(listCalls.at(-1)?.toString()).toBe('q=pages.example.com&page=2&pageSize=25');
    await expect(pager.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await page.reload();
    await shows('Showing 26–26 of 26 orders');
    await expect(search.inputValue()).resolves.toBe('pages.example.com');
    await pager.getByRole('button', { name: 'Previous' }).click();
    await shows('Showing 1–25 of 26 orders');
    expect(query().get('page')).toBeNull();

    // A status narrows the search and starts again at page 1.
    await pager.getByRole('button', { name: 'Next' }).click();
    await shows('Showing 26–26 of 26 orders');
    await status.selectOption('processing');
    await shows('Showing 1–1 of 1 order');
    expect(Object.fromEntries(query())).toEqual({ q: 'pages.example.com', status: 'processing' });
    await expect(cards.first().innerText()).resolves.toContain(paged[7].customerEmail);
    await expect(cards.first().getByTestId('order-status').textContent()).resolves.toBe('processing');

    // Nothing found: said so, with a way back to every order.
    await search.fill('nobody-orders-like-this');
    await search.press('Enter');
    await page.getByText('No orders match your search.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => url.search === '');
    await shows(`Showing 1–25 of ${(await admin.get('/api/admin/orders').expect(200)).headers['x-total-count']} orders`);
    await expect(search.inputValue()).resolves.toBe('');
    await expect(status.inputValue()).resolves.toBe('all');

    // Days: a range before these orders finds none of them; To before From is refused in the browser, nothing sent.
    await search.fill('pages.example.com');
    await search.press('Enter');
    await shows('Showing 1–25 of 26 orders');
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await to.fill('2000-01-01');
    await page.getByText('No orders match your search.', { exact: true }).waitFor();
    expect(listCalls.at(-1)?.get('to')).toBe('2000-01-01');
    const callsBefore = listCalls.length;
    await from.fill('2030-01-10');
    await to.fill('2030-01-01');
    const filters = page.getByTestId('order-filters');
    await filters.getByText('to must not be before from', { exact: true }).waitFor();
    await expect(to.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Refresh', exact: true }).isDisabled()).resolves.toBe(true);
    await page.waitForTimeout(600);
    expect(listCalls.slice(callsBefore).filter((params) => params.get('from') === '2030-01-10')).toEqual([]);
    // The server's own 400 about a day is shown next to that day's input too.
    await page.route(
      (url) => isOrderList(url) && url.searchParams.get('to') === '2030-01-31',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'from must be a date (YYYY-MM-DD) or an ISO 8601 time',
            code: 'BAD_REQUEST',
          }),
        }),
    );
    await to.fill('2030-01-31');
    await filters.getByText('from must be a date (YYYY-MM-DD) or an ISO 8601 time', { exact: true }).waitFor();
    await expect(from.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(filters.getByText('to must not be before from').count()).resolves.toBe(0);
    await from.fill('');
    await to.fill('');
    await shows('Showing 1–25 of 26 orders');

    // A phone: the filters wrap and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
