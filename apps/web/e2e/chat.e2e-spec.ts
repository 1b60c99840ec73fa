import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

describe('live support chat in Chromium: a visitor and an admin in two browsers', () => {
  const env = useBrowserShop();

  it('exchange messages both ways, the admin accepts and ends the chat, and the visitor sees it ended', async () => {
    const { shop, browser } = env();
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await visitor.goto(shop.url);
    await signInOnLanding(visitor, shop.url, 'chatty@example.com');

    // The tab's accessible name is its visible text.
    const tab = visitor.getByRole('button', { name: 'Chat', exact: true });
    await expect(tab.getAttribute('aria-label')).resolves.toBeNull();
    await expect(tab.getAttribute('data-testid')).resolves.toBe('chat-tab');
    await tab.click();
    await visitor.getByTestId('chat-panel').waitFor();
    // No admin is connected yet (admin_availability_changed on connect).
    await visitor.getByTestId('chat-availability').getByText('Support is offline').waitFor();
    await visitor.getByTestId('chat-input').fill('Hello, is the Opera Pink back in stock?');
    await visitor.getByTestId('chat-input').press('Enter');
    await visitor.getByTestId('chat-panel').getByText('Hello, is the Opera Pink back in stock?').waitFor();
    await visitor.getByTestId('chat-status').getByText('Waiting').waitFor();

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(admin, shop.url);
    await admin.goto(`${shop.url}/admin/chat`);
    // The admin screen's socket makes support available, pushed to the visitor.
    await visitor.getByTestId('chat-availability').getByText('Support is online').waitFor();
    const session = admin.getByTestId('admin-chat-session').filter({ hasText: 'chatty@example.com' });
    await session.waitFor();
    await session.click();
    await admin.getByTestId('admin-chat-messages').getByText('Hello, is the Opera Pink back in stock?').waitFor();
    await visitor.getByTestId('chat-status').getByText('Active').waitFor();

    await admin.getByTestId('admin-chat-input').fill('Yes! It came back this morning.');
    await admin.getByTestId('admin-chat-input').press('Enter');
    await visitor.getByTestId('chat-panel').getByText('Yes! It came back this morning.').waitFor();

    await visitor.getByTestId('chat-input').fill('Wonderful, thank you');
    await visitor.getByTestId('chat-send').click();
    await admin.getByTestId('admin-chat-messages').getByText('Wonderful, thank you').waitFor();

    await admin.getByRole('button', { name: 'End Chat' }).click();
    await visitor.getByTestId('chat-panel').getByText('This chat session has ended').waitFor();

    const stored = await (await shop.admin()).get('/api/admin/chat/sessions').expect(200);
    const mine = stored.body.find((s: { userEmail: string }) => s.userEmail === 'chatty@example.com');
    expect(mine.status).toBe('ended');

    // The last admin leaves: support is offline again.
    await admin.context().close();
    await visitor.getByTestId('chat-availability').getByText('Support is offline').waitFor();
    await visitor.context().close();
  });

  it("counts only waiting and active sessions beside 'Active Sessions', while the ended ones stay listed", async () => {
    const { shop, browser } = env();
    const adminApi = await shop.admin();
    const start = async (email: string) => {
      const shopper = await shop.shopper(email);
      const res = await shopper
        .post('/api/chat/sessions')
        .send({ message: `Hello from ${email}` })
        .expect(201);
      return res.body.session.id as string;
    };
    await start('count.waiting@example.com');
    const active = await start('count.active@example.com');
    await adminApi.post(`/api/chat/session/${active}/join`).expect(201);
    const ended = await start('count.ended@example.com');
    await adminApi.post(`/api/chat/session/${ended}/join`).expect(201);
    await adminApi.post(`/api/chat/session/${ended}/end`).expect(201);

    const all = (await adminApi.get('/api/admin/chat/sessions').expect(200)).body as { status: string }[];
    const open = all.filter((s) => s.status === 'waiting' || s.status === 'active').length;
    expect(all.length).toBeGreaterThan(open);

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(admin, shop.url);
    await admin.goto(`${shop.url}/admin/chat`);
    const rows = admin.getByTestId('admin-chat-session');
    await rows.filter({ hasText: 'count.ended@example.com' }).waitFor();
    await expect(rows.count()).resolves.toBe(all.length);
    await expect(admin.getByTestId('admin-chat-count').textContent()).resolves.toBe(String(open));
    await expect(rows.filter({ hasText: 'count.ended@example.com' }).getByTestId('admin-chat-status').textContent()).resolves.toBe('ended');
    await expect(rows.filter({ hasText: 'count.waiting@example.com' }).getByTestId('admin-chat-status').textContent()).resolves.toBe('waiting');
    await admin.context().close();
  });

  it("the quick-reply panel's developer test button force-sends a test message to the fixed test customer", async () => {
    const { shop, browser } = env();
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(admin, shop.url, 'chat');
    await admin.getByTestId('quick-chat-panel').waitFor();
    await admin.getByRole('heading', { name: 'Quick Chat Responses' }).waitFor();
    await admin.getByRole('link', { name: 'Live Chat Administration →' }).waitFor();
    await admin.getByRole('button', { name: 'Send Test Message' }).click();
    const row = admin.getByTestId('quick-chat-session').filter({ hasText: 'test-customer@watercolor.shop' });
    await row.waitFor();
    // force-message opens the session active; the quick-reply panel's words are waiting, active and closed.
    await expect(row.getByTestId('admin-chat-status').textContent()).resolves.toBe('active');

    const stored = (await (await shop.admin()).get('/api/admin/chat/sessions').expect(200)).body as { userEmail: string; messageCount: number }[];
    expect(stored.find((s) => s.userEmail === 'test-customer@watercolor.shop')?.messageCount).toBe(1);
    await admin.context().close();
  });
});
