// @shop/contracts loads its DTOs too, whose decorators need this.
import 'reflect-metadata';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type TestAgent from 'supertest/lib/agent';
import type { AnalyticsOverview, ContentExport, EmailExport, LessonAnalytics, LiveActivity, ReportedUser, SalesOverview } from '@shop/contracts';
import { seriousViolations, signInAsAdmin, useBrowserShop } from '../../../test/support/browser';
import { until } from '../../../test/support/until';

jest.setTimeout(240_000);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const ANN = 'ann.reporting@example.com';
const BEA = 'bea.reporting@example.com';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; rv:121.0) Gecko/20100101 Firefox/121.0';
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A 375-px picture to look at: the whole page, or just the part named. */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `reporting-${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

/** The read models are fed by events: ask until the answer shows what was done, or give up after a while. */
async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > until) throw new Error(`never reached: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the owner’s reporting screens in Chromium at phone size', () => {
  const env = useBrowserShop();
  let context: BrowserContext;
  let admin: TestAgent;
  let realOrderTotal = 0;

  const get = async <T>(p: string): Promise<T> => (await admin.get(p).expect(200)).body as T;
  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

  async function activity(agent: TestAgent, email: string, body: object) {
    await agent
      .post('/api/users/activity')
      .send({ email, ...body })
      .expect((res) => {
        if (res.status >= 300) throw new Error(`activity refused: ${res.status} ${res.text}`);
      });
  }

  /** Everything seeded through the real APIs: page views, a lesson view, a cart, a real order, a giveaway answer. */
  beforeAll(async () => {
    const shop = env().shop;
    admin = await shop.admin();
    const pan = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body;
    // Ten more sign-ups: the e-mail export then has more than its 10 recent additions to show.
    for (let i = 1; i <= 10; i += 1) await shop.shopper(`reader${i}.reporting@example.com`);
    const ann = await shop.verifiedShopper(ANN);
    const bea = await shop.verifiedShopper(BEA);
    await activity(ann, ANN, {
      activityType: 'page_view',
      pagePath: '/products',
      timeSpent: 40,
      deviceUsed: 'mobile',
      metadata: { userAgent: CHROME },
    });
    await activity(ann, ANN, {
      activityType: 'page_view',
      pagePath: '/products',
      timeSpent: 20,
      deviceUsed: 'mobile',
      metadata: { userAgent: CHROME },
    });
    await activity(bea, BEA, {
      activityType: 'page_view',
      pagePath: '/learning',
      timeSpent: 60,
      deviceUsed: 'desktop',
      metadata: { userAgent: FIREFOX },
    });
    await activity(bea, BEA, {
      activityType: 'lesson_view',
      pagePath: '/learning',
      deviceUsed: 'desktop',
      metadata: { lessonId: 'lesson-wet-skies', lessonTitle: 'Wet on Wet Skies', courseType: 'watercolor-beginner', weekNumber: 3 },
    });
    await ann
      .post('/api/cart/save')
      .send({ userEmail: ANN, cartItems: [{ id: `${pan.id}-half`, quantity: 2 }] })
      .expect(200);
    const real = await admin
      .post('/api/admin/orders/add-real')
      .send({
        customerEmail: BEA,
        customerName: 'Bea Painter',
        paymentEmail: BEA,
        total: 48.5,
        items: [{ name: 'Spring Palette Set', quantity: 1, price: 48.5 }],
      })
      .expect(201);
    realOrderTotal = real.body.total;

    const giveaway = (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Spring Palette', question: 'Your favourite technique?', startDate: at(-HOUR), endDate: at(24 * HOUR) })
        .expect(201)
    ).body;
    await ann.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: ANN, answer: 'Wet on wet skies with a drop of salt' }).expect(201);

    // Wait for every read model to have caught up before the browser looks.
    await eventually(
      () => get<AnalyticsOverview>('/api/analytics/overview'),
      (o) => o.totalActivities >= 4 && o.uniqueVisitors30d >= 2,
    );
    await eventually(
      () => get<LessonAnalytics>('/api/admin/lesson-analytics'),
      (l) => l.totalViews >= 1,
    );
    await eventually(
      () => get<LiveActivity>('/api/admin/analytics/live-activity'),
      (l) => l.summary.activeCartCount >= 1 && l.summary.weeklyOrderCount >= 1,
    );
    await eventually(
      () => get<SalesOverview>('/api/admin/sales-overview?range=7d&saleType=all'),
      (s) => s.totals.totalOrders >= 1,
    );
    await eventually(
      () => get<ReportedUser[]>(`/api/users?search=${encodeURIComponent(BEA)}`),
      (u) => u[0]?.totalOrders >= 1,
    );
    await eventually(
      () => get<EmailExport>('/api/admin/email-export'),
      (e) => e.totalUniqueEmails >= 12 && e.emailList.some((row) => row.email === ANN && row.source !== 'registration'),
    );
    await eventually(
      () => get<ContentExport>('/api/admin/content-export'),
      (c) => c.totalAnswers >= 1,
    );
  });

  beforeEach(async () => {
    context = await env().browser.newContext({ ...PHONE, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().shop.url });
  });
  afterEach(async () => {
    await context?.close();
  });

  it('opens on the Analytics tab: the business, visitors, charts with their tables, top pages and lesson usage', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url);
    const panel = page.getByTestId('analytics-panel');
    await panel.waitFor();
    const overview = await get<AnalyticsOverview>('/api/analytics/overview');

    await expect(panel.getByTestId('overview-visitors').textContent()).resolves.toBe(String(overview.uniqueVisitors30d));
    await expect(panel.getByTestId('overview-page-views').textContent()).resolves.toBe(String(overview.totalPageViews30d));
    await expect(panel.getByTestId('overview-revenue').textContent()).resolves.toBe(`$${overview.totalRevenue.toFixed(2)}`);
    await expect(panel.getByTestId('overview-products').textContent()).resolves.toBe(String(overview.totalProducts));
    await expect(panel.getByTestId('top-pages').textContent()).resolves.toContain('/products2 visits');

    // Every chart is drawn (an SVG, hidden from screen readers) with its figures in a table behind it.
    for (const chart of ['chart-daily-visitors', 'chart-peak-hours', 'chart-devices', 'chart-browsers', 'chart-course-views']) {
      const figure = page.getByTestId(chart);
      await figure.getByTestId(`${chart}-drawing`).locator('svg.recharts-surface').first().waitFor();
      await expect(figure.getByTestId(`${chart}-drawing`).getAttribute('aria-hidden')).resolves.toBe('true');
      await expect(figure.locator('table tbody tr').count()).resolves.toBeGreaterThan(0);
    }
    const devices = page.getByTestId('chart-devices');
    await expect(devices.locator('table').evaluate((table) => table.className)).resolves.toContain('sr-only');
    await devices.getByRole('button', { name: 'Show as table' }).click();
    await expect(devices.locator('table').evaluate((table) => table.className)).resolves.not.toContain('sr-only');
    await expect(devices.getByRole('row', { name: /Mobile/ }).textContent()).resolves.toBe('Mobile2');
    await expect(devices.getByTestId('chart-devices-drawing').count()).resolves.toBe(0);

    const lessons = page.getByTestId('lesson-usage');
    await expect(lessons.getByTestId('lesson-total-views').textContent()).resolves.toBe('1');
    await expect(lessons.getByTestId('popular-lessons').textContent()).resolves.toContain('Wet on Wet Skies');
    await expect(lessons.getByTestId('popular-lessons').textContent()).resolves.toContain('Watercolor Beginner · Week 3');

    await expect(page.getByText('not built yet').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'analytics');
  });

  it('shows Customer Analytics with its five cards, three lists, relative times, and polls on its own', async () => {
    const page = await context.newPage();
    // The page's clock is ours to move: the 30 s and 60 s polls are checked without waiting a minute.
    await page.clock.install();
    await signInAsAdmin(page, env().shop.url);
    const polls: string[] = [];
    const answered: string[] = [];
    const analyticsPath = (url: string) => {
      const { pathname } = new URL(url);
      return pathname.startsWith('/api/admin/analytics/') ? pathname : undefined;
    };
    page.on('request', (request) => void (analyticsPath(request.url()) && polls.push(analyticsPath(request.url())!)));
    page.on('requestfinished', (request) => void (analyticsPath(request.url()) && answered.push(analyticsPath(request.url())!)));
    await page.getByRole('link', { name: /Customer Analytics/ }).click();
    const screen = page.getByTestId('customer-analytics');
    await screen.waitFor();
    const live = await get<LiveActivity>('/api/admin/analytics/live-activity');

    await expect(screen.getByTestId('live-active-carts').textContent()).resolves.toBe(String(live.summary.activeCartCount));
    await expect(screen.getByTestId('live-weekly-orders').textContent()).resolves.toBe(String(live.summary.weeklyOrderCount));
    await expect(screen.getByTestId('live-daily-users').textContent()).resolves.toBe(String(live.summary.dailyActiveUsers));
    await expect(screen.getByTestId('live-abandoned-carts').textContent()).resolves.toBe('0');
    await expect(screen.getByTestId('live-cart-activity').textContent()).resolves.toBe('2 items');
    const annCart = screen.getByTestId('live-active-cart-list').locator('li').filter({ hasText: ANN });
    await expect(annCart.textContent()).resolves.toMatch(/Cobalt Blue Half Pan × 2 \(2 items\)\$13\.00Updated 0 minutes ago/);
    const order = screen.getByTestId('live-recent-orders').locator('li').filter({ hasText: BEA });
    await expect(order.textContent()).resolves.toContain(`$${realOrderTotal.toFixed(2)}`);
    await expect(order.getByText('Completed', { exact: true }).count()).resolves.toBe(1);
    await screen.getByText('No abandoned carts right now.').waitFor();

    // docs/product/back-office.md §9: live activity every 30 s, cart abandonment every 60 s.
    const LIVE = '/api/admin/analytics/live-activity';
    const ABANDONED = '/api/admin/analytics/cart-abandonment';
    const count = (seen: string[], p: string) => seen.filter((one) => one === p).length;
    // Both polls asked so often, answered, and the screen no longer busy with them. Moving the clock on while a poll
    // is still in flight would fold the next tick into it (the query library does not ask twice at once).
    const polledAndSettled = (live: number, abandoned: number) =>
      eventually(
        async () => [
          count(polls, LIVE),
          count(answered, LIVE),
          count(polls, ABANDONED),
          count(answered, ABANDONED),
          await screen.locator('[aria-busy="true"]').count(),
        ],
        (seen) => seen.join() === [live, live, abandoned, abandoned, 0].join(),
      );
    await polledAndSettled(1, 1);
    await page.clock.runFor(31_000);
    await polledAndSettled(2, 1);
    // 62 s in all: each interval may have started up to a second after the screen opened (a busy machine), and still
    // the live activity has been asked at about 30 and 60 s, the abandonment at about 60 s — and neither more.
    await page.clock.runFor(31_000);
    await polledAndSettled(3, 2);

    // Refresh Data asks both again at once.
    await screen.getByRole('button', { name: 'Refresh Data' }).click();
    await polledAndSettled(4, 3);

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'customer-analytics');
  });

  it('shows the Sales Overview by range and sale type, with its chart, lists and insights, keeping Add Real Order', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'sales');
    const panel = page.getByTestId('sales-panel');
    await panel.getByTestId('sales-overview').waitFor();
    await expect(panel.getByLabel('Range').inputValue()).resolves.toBe('7d');
    await expect(panel.getByLabel('Sale type').inputValue()).resolves.toBe('all');
    const sales = await get<SalesOverview>('/api/admin/sales-overview?range=7d&saleType=all');

    await expect(panel.getByTestId('sales-total-orders').textContent()).resolves.toBe(String(sales.totals.totalOrders));
    await expect(panel.getByTestId('sales-total-revenue').textContent()).resolves.toBe(`$${sales.totals.totalRevenue.toFixed(2)}`);
    await expect(panel.getByTestId('recent-sales').textContent()).resolves.toContain('Bea Painter');
    await expect(panel.getByTestId('top-products').textContent()).resolves.toContain('Spring Palette Set');
    await panel.getByTestId('chart-sales-by-day-drawing').locator('svg.recharts-surface').first().waitFor();
    await expect(panel.getByTestId('chart-sales-by-day').locator('table').textContent()).resolves.toContain(
      `$${sales.totals.totalRevenue.toFixed(2)}`,
    );
    if (sales.insights.length) await expect(panel.getByTestId('sales-insights').textContent()).resolves.toContain(sales.insights[0]);
    await panel.getByRole('button', { name: 'Add Real Order' }).waitFor();

    // Subscription sales only: the real order is not one.
    const asked = page.waitForRequest((request) => request.url().includes('saleType=subscription'));
    await panel.getByLabel('Sale type').selectOption({ label: 'Subscription Sales' });
    await asked;
    await panel.getByText('No sales in this range.').first().waitFor();
    await expect(panel.getByTestId('sales-total-orders').textContent()).resolves.toBe('0');
    const allTime = page.waitForRequest((request) => request.url().includes('range=all'));
    await panel.getByLabel('Range').selectOption({ label: 'All Time' });
    await allTime;
    // Until its answer arrives the previous range stays on screen, dimmed (aria-busy): colours are judged once it is in.
    // (The dimmed lists and the Refresh button both say so: wait until nothing on the panel is busy.)
    await until(async () => (await panel.locator('[aria-busy="true"]').count()) === 0, 'the Sales Overview to finish loading');

    await expect(page.getByText('not built yet').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByLabel('Sale type').selectOption({ label: 'All Sales' });
    await panel.getByTestId('recent-sales').waitFor();
    await shot(page, 'sales');
  });

  it('lists the users, finds one by search, and opens her activity summary and subscription orders', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'users');
    const panel = page.getByTestId('users-panel');
    await panel.getByTestId('user-row').filter({ hasText: ANN }).waitFor();

    await panel.getByLabel('Search users').fill('bea.reporting');
    await eventually(
      () => panel.getByTestId('user-row').count(),
      (n) => n === 1,
    );
    const bea = panel.getByTestId('user-row').filter({ hasText: BEA });
    await expect(bea.textContent()).resolves.toContain(`1 page view1 order$${realOrderTotal.toFixed(2)} purchases`);
    await bea.getByRole('button').click();
    const details = bea.getByTestId('user-details');
    await expect(details.getByTestId('user-page-views').textContent()).resolves.toBe('1');
    await expect(details.getByTestId('user-orders').textContent()).resolves.toBe('1');
    await details.getByText('No subscription orders.').waitFor();
    await expect(bea.getByRole('button').getAttribute('aria-expanded')).resolves.toBe('true');

    await expect(page.getByText('not built yet').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'users');
  });

  it('exports the e-mails: counts, the recent additions, the list copied, a real CSV download', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'emails');
    const panel = page.getByTestId('email-export-panel');
    const emails = await get<EmailExport>('/api/admin/email-export');
    await expect(panel.getByTestId('emails-unique').textContent()).resolves.toBe(String(emails.totalUniqueEmails));
    await expect(panel.getByTestId('recent-emails').locator('li').count()).resolves.toBe(10);
    await expect(panel.getByTestId('emails-more').textContent()).resolves.toBe(`and ${emails.emailList.length - 10} more`);
    await expect(panel.getByTestId('recent-emails').textContent()).resolves.toContain(ANN);

    await panel.getByRole('button', { name: 'Copy List' }).click();
    await toast(page, 'Email List Copied').waitFor();
    await panel.getByRole('button', { name: 'Copied!' }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.split('\n').sort()).toEqual(emails.emailList.map((row) => row.email).sort());
    await panel.getByRole('button', { name: 'Copy List' }).waitFor({ timeout: 5_000 });

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^email-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('email,source,firstSeen,activity');
    expect(csv).toHaveLength(emails.emailList.length + 1);
    expect(csv.some((line) => line.startsWith(`${ANN},`))).toBe(true);

    await expect(page.getByText('not built yet').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'emails');
  });

  it('exports the community’s answers: stats, featured stories, a social post and the top stories copied', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'content');
    const panel = page.getByTestId('content-export-panel');
    const content = await get<ContentExport>('/api/admin/content-export');
    await expect(panel.getByTestId('content-answers').textContent()).resolves.toBe(String(content.totalAnswers));
    await expect(panel.getByTestId('featured-stories').textContent()).resolves.toContain('Wet on wet skies with a drop of salt');

    await panel.getByRole('button', { name: 'Create Social Media Post' }).click();
    await toast(page, 'Social Media Post Ready').waitFor();
    const post = await panel.getByTestId('social-post').inputValue();
    expect(post).toContain('“Wet on wet skies with a drop of salt”');
    expect(post).not.toContain('@example.com');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(post);

    await panel.getByRole('button', { name: 'Copy Top 5 Stories' }).click();
    await toast(page, 'Answers Copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('1. "Wet on wet skies with a drop of salt" (Spring Palette)');

    await expect(page.getByText('not built yet').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'content');
  });

  it('leaves no tab of the Admin Panel saying it is not built yet', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url);
    const tabs = page.getByRole('tablist', { name: 'Admin panels' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i += 1) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i).getAttribute('aria-selected')).resolves.toBe('true');
      const label = await tabs.nth(i).textContent();
      await expect(
        page
          .getByText(/not built yet/i)
          .count()
          .then((n) => `${label}: ${n}`),
      ).resolves.toBe(`${label}: 0`);
    }
  });
});
