import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';
import { until } from '../../../test/support/until';

// Stored text is inert, and the web app passes its own Content-Security-Policy (docs/rules.md §5 "Stored text is inert"):
// script payloads stored through every kind of text a shopper or the admin writes are shown as text on every
// screen that shows them; no dialog opens, no element carries an event handler or a javascript: link, and no
// screen reports a CSP violation. Two browser contexts, about twenty-five screens: about 20 s here.
jest.setTimeout(240_000);

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';
const LINK = 'javascript:alert(3)';
const SVG = '"><svg onload=alert(4)>';
const SHOPPER = 'inert.shopper@example.com';
const PRODUCT = `Rose ${IMG}`;
const GIVEAWAY = 'Inert Giveaway';
const ANSWER = `${SVG} ${SCRIPT}`;
const GALLERY_SHOWN = `Sunset ${IMG}`;
const GALLERY_PENDING = `Dusk ${SVG}`;
const CHAT = `${SCRIPT} see ${LINK} ${IMG}`;
const CUSTOMER = `Ana ${SVG}`;
const ORDER_ITEM = `Brush ${IMG}`;

/** Records what a page must never do: open a dialog, or violate the CSP (the event, or Chromium's console report). */
async function watched(context: BrowserContext, problems: string[], where: () => string): Promise<Page> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('dialog', (dialog) => {
    problems.push(`${where()}: a ${dialog.type()} dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text())) problems.push(`${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: page error ${error.message}`));
  return page;
}

/** Nothing a payload could have become: an element with an inline handler, a javascript: link, the payloads' image or SVG. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) && /^\s*javascript:/i.test(attribute.value))
          found.push(`<${element.tagName.toLowerCase()} ${attribute.name}=${attribute.value}>`);
      }
    }
    for (const image of Array.from(document.querySelectorAll('img'))) if (image.getAttribute('src') === 'x') found.push('<img src=x>');
    for (const script of Array.from(document.querySelectorAll('script')))
      if (/alert\(/.test(script.textContent ?? '')) found.push('<script>alert</script>');
    return found;
  });
}

describe('stored script payloads are inert on every screen, and no screen violates the CSP', () => {
  const env = useBrowserShop();
  let admin: TestAgent;
  let orderId: string;

  beforeAll(async () => {
    const { shop } = env();
    admin = await shop.admin();
    await admin.put('/api/site-config/gallery_enabled').send({ value: 'true' }).expect(200);
    await admin
      .post('/api/products')
      .field('category', 'Brushes')
      .field('name', PRODUCT)
      .field('price', '12')
      .field('description', `${SCRIPT} Read more: ${LINK} ${SVG}`)
      .expect(201);
    const giveaway = (
      await admin
        .post('/api/giveaways')
        .send({
          title: GIVEAWAY,
          question: 'Which rose would you paint first?',
          isActive: true,
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
        })
        .expect(201)
    ).body;
    const shopper = await shop.shopper(SHOPPER);
    await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: SHOPPER, answer: ANSWER }).expect(201);
    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#b0406a' } })
      .png()
      .toBuffer();
    const shown = (
      await shopper
        .post('/api/gallery')
        .field('title', GALLERY_SHOWN)
        .field('description', `${SCRIPT} ${LINK}`)
        .field('lessonReference', SVG)
        .attach('image', picture, 'art.png')
        .expect(201)
    ).body;
    await admin.post(`/api/admin/gallery/${shown.id}/approve`).expect((res) => expect(res.status).toBeLessThan(300));
    await shopper.post('/api/gallery').field('title', GALLERY_PENDING).attach('image', picture, 'art.png').expect(201);
    orderId = (
      await admin
        .post('/api/admin/orders/manual')
        .send({
          customerEmail: SHOPPER,
          customerName: CUSTOMER,
          items: [{ name: ORDER_ITEM, price: 10, quantity: 1 }],
          total: 10,
          notes: `${SCRIPT} ${LINK}`,
        })
        .expect(201)
    ).body.id;
  });

  it('the watch itself sees a dialog, an inline handler and a CSP violation (so that its silence below means something)', async () => {
    const { shop, browser } = env();
    const problems: string[] = [];
    const context = await browser.newContext();
    const page = await watched(context, problems, () => 'probe');
    await page.goto(shop.url);
    await page.getByTestId('landing-email-input').waitFor();
    await page.evaluate(() => {
      // An inline script the CSP refuses, and an element carrying a handler (never fired: inline handlers are refused too).
      const script = document.createElement('script');
      script.textContent = 'window.ranInline = true';
      document.body.append(script);
      document.body.insertAdjacentHTML('beforeend', '<a href="javascript:void 0" onclick="1">probe</a>');
    });
    await page.evaluate(() => window.alert('probe'));
    await until(async () => problems.some((p) => /CSP violation: script-src/.test(p)), 'the CSP violation report');
    expect(problems).toContain('probe: a alert dialog opened: probe');
    expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
    expect((await injectedElements(page)).sort()).toEqual(['<a href=javascript:void 0>', '<a onclick>']);
    await context.close();
  });

  it('shows every payload as text to the shopper and the admin, and nothing runs', async () => {
    const { shop, browser } = env();
    const problems: string[] = [];
    let screen = 'start';
    const where = () => screen;
    /** Checks the screen as it is now: no injected element (a dialog or CSP report is caught as it happens). */
    const check = async (page: Page, name: string) => {
      screen = name;
      for (const found of await injectedElements(page)) problems.push(`${name}: ${found}`);
    };

    // The shopper, on a phone.
    const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await watched(shopperContext, problems, where);
    screen = 'landing';
    await page.goto(shop.url);
    await page.getByTestId('landing-email-input').fill(SHOPPER);
    await check(page, 'landing');
    await page.getByTestId('landing-submit').click();
    await page.waitForURL(`${shop.url}/products`);
    screen = 'products';
    const card = page.getByTestId('product-card').filter({ hasText: PRODUCT });
    await card.waitFor();
    await page.getByText(GIVEAWAY).first().waitFor();
    await check(page, 'products');

    screen = 'product dialog';
    await card.click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByText(PRODUCT).first().waitFor();
    await dialog.getByText(SCRIPT, { exact: false }).first().waitFor();
    await check(page, 'product dialog');
    await dialog.getByTestId('add-to-cart').click();
    screen = 'cart';
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-modal').getByText(PRODUCT).first().waitFor();
    await check(page, 'cart');
    await page.keyboard.press('Escape');

    screen = 'chat';
    await page.getByTestId('chat-tab').click();
    await page.getByTestId('chat-panel').waitFor();
    await page.getByTestId('chat-input').fill(CHAT);
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-panel').getByText(CHAT).waitFor();
    await check(page, 'chat');

    screen = 'gallery';
    await page.goto(`${shop.url}/gallery`);
    await page.getByText(GALLERY_SHOWN).first().waitFor();
    await check(page, 'gallery');

    // The shopper's other screens, for the CSP.
    for (const where of ['/orders', '/learning', '/subscriptions', '/credits', '/referrals']) {
      screen = where;
      await page.goto(`${shop.url}${where}`);
      await page.waitForLoadState('networkidle');
      await check(page, where);
    }
    await shopperContext.close();

    // The admin, on a laptop.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await watched(adminContext, problems, where);
    screen = 'admin login';
    await signInAsAdmin(adminPage, shop.url);
    await check(adminPage, 'admin dashboard');

    screen = 'admin products';
    await adminPage.getByTestId('admin-tab-products').click();
    await adminPage.getByText(PRODUCT).first().waitFor();
    await check(adminPage, 'admin products');

    screen = 'admin giveaways';
    await adminPage.getByTestId('admin-tab-giveaways').click();
    const row = adminPage.getByTestId('giveaway-row').filter({ hasText: GIVEAWAY });
    await row.getByRole('button', { name: `Show entries & winner of ${GIVEAWAY}` }).click();
    await row.getByTestId('giveaway-entry-answer').getByText(ANSWER).waitFor();
    await check(adminPage, 'admin giveaway entries');

    screen = 'gallery moderation';
    await adminPage.getByTestId('admin-tab-settings').click();
    await adminPage.getByTestId('gallery-moderation-panel').getByText(GALLERY_PENDING).first().waitFor();
    await check(adminPage, 'gallery moderation');

    screen = 'admin users';
    await adminPage.getByTestId('admin-tab-users').click();
    await adminPage.getByText(SHOPPER).first().waitFor();
    await check(adminPage, 'admin users');

    for (const tab of ['sales', 'shares', 'credits', 'daily-deals', 'subscriptions', 'content']) {
      screen = `admin ${tab}`;
      await adminPage.getByTestId(`admin-tab-${tab}`).click();
      await adminPage.waitForLoadState('networkidle');
      await check(adminPage, screen);
    }

    screen = 'admin chat';
    await adminPage.goto(`${shop.url}/admin/chat`);
    await adminPage.getByTestId('admin-chat-session').filter({ hasText: SHOPPER }).first().click();
    await adminPage.getByTestId('admin-chat-messages').getByText(CHAT).waitFor();
    await check(adminPage, 'admin chat');

    screen = 'admin orders';
    await adminPage.goto(`${shop.url}/admin/orders`);
    await adminPage.getByText(CUSTOMER).first().waitFor();
    await check(adminPage, 'admin orders');

    screen = 'packing slip';
    await adminPage.goto(`${shop.url}/admin/orders/${orderId}/packing-slip`);
    await adminPage.getByText(ORDER_ITEM).first().waitFor();
    await check(adminPage, 'packing slip');

    screen = 'analytics';
    await adminPage.goto(`${shop.url}/admin/analytics`);
    await adminPage.waitForLoadState('networkidle');
    await check(adminPage, 'analytics');
    await adminContext.close();

    expect(problems).toEqual([]);
  });
});
