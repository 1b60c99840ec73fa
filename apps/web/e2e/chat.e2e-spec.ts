import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

describe('live support chat in Chromium: a visitor and an admin in two browsers', () => {
  const env = useBrowserShop();

  it('exchange messages both ways, the admin accepts and ends the chat, and the visitor sees it ended', async () => {
    const { shop, browser } = env();
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await visitor.goto(shop.url);
    await visitor.getByTestId('landing-email-input').fill('chatty@example.com');
    await visitor.getByTestId('landing-submit').click();
    await visitor.waitForURL(`${shop.url}/products`);

    await visitor.getByTestId('chat-tab').click();
    await visitor.getByTestId('chat-panel').waitFor();
    await visitor.getByTestId('chat-input').fill('Hello, is the Opera Pink back in stock?');
    await visitor.getByTestId('chat-input').press('Enter');
    await visitor.getByTestId('chat-panel').getByText('Hello, is the Opera Pink back in stock?').waitFor();
    await visitor.getByTestId('chat-status').getByText('Waiting').waitFor();

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(admin, shop.url);
    await admin.goto(`${shop.url}/admin/chat`);
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
    await visitor.context().close();
    await admin.context().close();
  });
});
