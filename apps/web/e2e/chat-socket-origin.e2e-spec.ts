import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

type SocketOutcome = { opened: boolean; firstMessage: string | null; cspViolation: string | null };

/** Opens a raw engine.io WebSocket from the page and reports whether it opened (and its first packet) or what blocked it. */
function tryWebSocket(page: Page, url: string): Promise<SocketOutcome> {
  return page.evaluate(
    (target) =>
      new Promise<SocketOutcome>((resolve) => {
        const outcome: SocketOutcome = { opened: false, firstMessage: null, cspViolation: null };
        document.addEventListener('securitypolicyviolation', (e) => {
          outcome.cspViolation = e.violatedDirective;
        });
        let socket: WebSocket;
        try {
          socket = new WebSocket(target);
        } catch (err) {
          outcome.cspViolation = String(err);
          resolve(outcome);
          return;
        }
        socket.onopen = () => {
          outcome.opened = true;
        };
        socket.onmessage = (e) => {
          outcome.firstMessage = String(e.data);
          socket.close();
          resolve(outcome);
        };
        socket.onerror = () => setTimeout(() => resolve(outcome), 100);
      }),
    url,
  );
}

/**
 * The chat socket in a real browser: the shop's CSP lets its pages reach its own socket (CSP Level 3 'self'
 * matches same-origin ws:) and nothing else; a page of another site is refused by the socket's Origin check.
 */
describe('chat socket in Chromium: own origin only', () => {
  const env = useBrowserShop();
  let foreign: http.Server;
  let foreignUrl: string;

  beforeAll(async () => {
    // Another site: a page with no CSP of its own, on another port.
    foreign = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elsewhere</title>'));
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

  it("the web app's chat connects and signs in under the shop's CSP", async () => {
    const { shop, browser } = env();
    const page = await (await browser.newContext()).newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, 'csp@example.com');
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    // Told on connecting whether support is online: the socket is connected and signed in.
    await page.getByTestId('chat-availability').getByText('Support is offline').waitFor();
  });

  it('a shop page reaches its own socket; the CSP stops it from opening one to another host', async () => {
    const { shop, browser } = env();
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${shop.url}/products`);
    const own = await tryWebSocket(page, `${shop.url.replace('http', 'ws')}/ws/?EIO=4&transport=websocket`);
    expect(own).toMatchObject({ opened: true, cspViolation: null });
    expect(own.firstMessage).toMatch(/^0\{/); // engine.io's open packet

    const elsewhere = await tryWebSocket(page, `${foreignUrl.replace('http', 'ws')}/ws/?EIO=4&transport=websocket`);
    expect(elsewhere.opened).toBe(false);
    expect(elsewhere.cspViolation).toMatch(/connect-src/);
  });

  it("a page of another site cannot open the shop's socket: the handshake is refused", async () => {
    const { shop, browser } = env();
    const page = await (await browser.newContext()).newPage();
    await page.goto(foreignUrl);
    const outcome = await tryWebSocket(page, `${shop.url.replace('http', 'ws')}/ws/?EIO=4&transport=websocket`);
    expect(outcome).toEqual({ opened: false, firstMessage: null, cspViolation: null });
  });
});
