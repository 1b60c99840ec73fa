import { mkdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { seriousViolations, signInAsAdmin, useBrowserShop } from '../../../test/support/browser';
import { TEST_ADMIN } from '../../../test/support/test-shop';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/reports';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROVIDER_DOWN = 'The refund is recorded and will be sent as soon as the payment provider answers.';

interface Order {
  id: string;
  total: number;
}

/** An order's payments and the owner's refunds on /admin/orders (docs/product/back-office.md §2.9). */
describe("an order's payments and refunds on /admin/orders in Chromium", () => {
  const env = useBrowserShop();
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  /** A paid manual order of $30, its payment (by transfer) on record, and $1 of it already refunded through the API. */
  async function paidOrder(email: string, paymentId: string): Promise<Order> {
    const admin = await env().shop.admin();
    const order = (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail: email, items: [{ name: 'Refund Set', price: 30, quantity: 1 }], total: 30, paymentId })
        .expect(201)
    ).body as Order;
    await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ amount: 1, reason: 'Label misprinted' }).expect(201);
    return order;
  }

  /** The Idempotency-Key of every refund the page sends. */
  function refundKeys(page: Page): string[] {
    const keys: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && /\/api\/admin\/orders\/[^/]+\/refunds$/.test(request.url())) keys.push(request.headers()['idempotency-key']);
    });
    return keys;
  }

  it('shows each payment with its refunds, checks the form, asks before refunding, keeps the key for a retry and shows the refusals', async () => {
    const { shop, browser } = env();
    const order = await paidOrder('refund.buyer@example.com', 'BANK-REFUND-1');
    const admin = await shop.admin();
    const unrecorded = (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail: 'nopayment@example.com', items: [{ name: 'Cash Set', price: 12, quantity: 1 }], total: 12 })
        .expect(201)
    ).body as Order;
    // As an order paid before payments were kept: nothing on record for it.
    await shop.db('commerce').query('DELETE FROM provider_payments WHERE order_id = $1', [unrecorded.id]);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const keys = refundKeys(page);
    await signInAsAdmin(page, shop.url);
    await page.goto(`${shop.url}/admin/orders`);
    const list = page.getByTestId('admin-orders-list');
    const cardOf = (email: string) => list.getByTestId('admin-order').filter({ hasText: email });

    // An order without a payment on record: the empty state, no form.
    const empty = cardOf('nopayment@example.com').getByTestId('order-payments');
    await empty.scrollIntoViewIfNeeded(); // payments load as a card comes near the screen
    await empty.getByText('No payment recorded yet.').waitFor();
    await expect(empty.getByTestId('refund-form').count()).resolves.toBe(0);

    // The paid order: its transfer payment, the refund already made, and what is left.
    const section = cardOf('refund.buyer@example.com').getByTestId('order-payments');
    const payment = section.getByTestId('order-payment');
    await section.scrollIntoViewIfNeeded();
    await payment.waitFor();
    await expect(section.getByRole('heading', { name: `Payments of order ${order.id.slice(0, 8)}` }).count()).resolves.toBe(1);
    const paymentText = await payment.innerText();
    for (const text of ['Bank transfer', 'Captured', 'BANK-REFUND-1', '$30.00', '$1.00', 'Label misprinted', 'Completed', TEST_ADMIN.email]) {
      expect(paymentText).toContain(text);
    }
    await expect(section.getByTestId('order-refundable').innerText()).resolves.toBe('Left to refund: $29.00');

    const form = section.getByRole('form', { name: `Refund order ${order.id.slice(0, 8)}` });
    const amount = form.getByRole('spinbutton', { name: 'Amount ($)' });
    const reason = form.getByRole('textbox', { name: 'Reason' });
    const submit = form.getByRole('button', { name: 'Refund', exact: true });
    await expect(form.getByText('Up to $29.00').isVisible()).resolves.toBe(true);
    const questionFor = (money: string) => form.getByRole('dialog', { name: `Refund ${money} to the customer?` });
    const confirm = (money: string) => questionFor(money).getByRole('button', { name: 'Yes, refund' }).click();

    // Checked in the form as the server checks it; nothing is sent.
    await submit.click();
    await form.getByText('Enter the amount to refund').waitFor();
    await expect(form.getByText('Enter the reason for the refund').isVisible()).resolves.toBe(true);
    await expect(amount.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await amount.fill('29.01');
    await reason.fill('One pan arrived cracked');
    await submit.click();
    await form.getByText('Amount must be at most $29.00, what is left to refund').waitFor();
    await amount.fill('2.505');
    await submit.click();
    await form.getByText('Amount must have at most 2 decimals').waitFor();
    expect(keys).toEqual([]);

    // The question, in place, with focus on Cancel; Escape withdraws it and focus comes back to the button.
    await amount.fill('2.50');
    await amount.press('Enter');
    const question = questionFor('$2.50');
    await question.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect(question.count()).resolves.toBe(0);
    await expect(submit.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(keys).toEqual([]);

    // The provider does not answer (503): the message shows, nothing typed is lost, and the retry keeps its key.
    let down = true;
    await page.route('**/api/admin/orders/*/refunds', (route) =>
      down
        ? ((down = false),
          route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: PROVIDER_DOWN, code: 'PAYMENT_PROVIDER_UNAVAILABLE' }),
          }))
        : route.continue(),
    );
    await submit.click();
    await confirm('$2.50');
    await form.getByRole('alert').filter({ hasText: PROVIDER_DOWN }).waitFor();
    await expect(amount.inputValue()).resolves.toBe('2.50');
    await expect(reason.inputValue()).resolves.toBe('One pan arrived cracked');
    await submit.click();
    await confirm('$2.50');
    await page.getByText(`Refunded $2.50 on order ${order.id.slice(0, 8)}.`).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toBe(keys[0]);
    await section.getByText('Left to refund: $26.50').waitFor();
    await expect(payment.getByTestId('order-refund').count()).resolves.toBe(2);
    await expect(payment.getByTestId('order-refund').nth(1).innerText()).resolves.toContain('One pan arrived cracked');
    await expect(amount.inputValue()).resolves.toBe('');
    await expect(reason.inputValue()).resolves.toBe('');

    // Refunded elsewhere meanwhile: the server's refusal (400 REFUND_OVER_REMAINDER) is shown, the values stay, what is
    // left is read again; the next submission is a new one, with a new key.
    await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ amount: 26, reason: 'Refunded by phone' }).expect(201);
    await amount.fill('1');
    await reason.fill('Shipping refund');
    await submit.click();
    await confirm('$1.00');
    await form.getByRole('alert').filter({ hasText: 'That is more than is left to refund on this order ($0.50)' }).waitFor();
    await section.getByText('Left to refund: $0.50').waitFor();
    await expect(form.getByText('Up to $0.50').isVisible()).resolves.toBe(true);
    await expect(amount.inputValue()).resolves.toBe('1');
    await expect(reason.inputValue()).resolves.toBe('Shipping refund');
    await amount.fill('0.50');
    await submit.click();
    await confirm('$0.50');
    await page.getByText(`Refunded $0.50 on order ${order.id.slice(0, 8)}.`).waitFor();
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(1)).size).toBe(3);
    // Nothing left: no form any more.
    await section.getByText('Left to refund: $0.00').waitFor();
    await expect(section.getByTestId('refund-form').count()).resolves.toBe(0);
    await expect(payment.getByTestId('order-refund').count()).resolves.toBe(4);
    await context.close();
  });

  it('works at phone width and shows the conflict when the order moved meanwhile', async () => {
    const { shop, browser } = env();
    const order = await paidOrder('refund.phone@example.com', 'BANK-REFUND-2');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signInAsAdmin(page, shop.url);
    await page.goto(`${shop.url}/admin/orders`);
    const card = page.getByTestId('admin-order').filter({ hasText: 'refund.phone@example.com' });
    const section = card.getByTestId('order-payments');
    const form = section.getByTestId('refund-form');
    // Payments load as a card comes near the screen: below Customer Orders' search, status and days, on a phone the
    // first card's payments start beyond that.
    await section.scrollIntoViewIfNeeded();
    await form.waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await form.getByRole('spinbutton', { name: 'Amount ($)' }).fill('3');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Goodwill');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await form.getByRole('dialog', { name: 'Refund $3.00 to the customer?' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await section.screenshot({ path: `${SHOTS}/admin-order-refund-390.png` });

    // Cancelled behind the screen's back (the list is read every 30 s): 409, the server's words stay under Payments.
    await env().shop.db('commerce').query("UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [order.id]);
    await form.getByRole('button', { name: 'Yes, refund' }).click();
    await section.getByRole('alert').filter({ hasText: 'This order is cancelled and cannot be refunded' }).waitFor();
    await card.getByTestId('order-status').filter({ hasText: 'cancelled' }).waitFor();
    await expect(section.getByRole('alert').filter({ hasText: 'This order is cancelled and cannot be refunded' }).isVisible()).resolves.toBe(true);
    await expect(section.getByTestId('refund-form').count()).resolves.toBe(0);
    await expect(section.getByText('Left to refund: $29.00').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
