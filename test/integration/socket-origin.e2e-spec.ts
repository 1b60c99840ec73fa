import request from 'supertest';
import { ChatSocketClient as Client, connectChat } from '../support/chat-socket-client';
import { startTestShop, TestShop } from '../support/test-shop';

jest.setTimeout(20_000);

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/** The chat socket refuses pages of other sites (cross-site WebSocket hijacking, docs/rules.md §4 "The browser boundary"). */
describe('chat socket: the Origin of the handshake', () => {
  let t: TestShop;
  let proxied: TestShop;
  let cookie: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    [t, proxied] = await Promise.all([startTestShop(), startTestShop({ TRUST_PROXY: 'true' })]);
    cookie = cookieOf(await request(t.url).post('/api/users').send({ email: 'origin@example.com' }).expect(200));
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.socket.disconnect();
  });
  afterAll(async () => {
    await Promise.all([t.close(), proxied.close()]);
  });

  async function connect(shop: TestShop, sessionCookie: string | undefined, headers: Record<string, string> = {}): Promise<Client> {
    const client = await connectChat(shop.url, sessionCookie, headers);
    clients.push(client);
    return client;
  }
  const hostOf = (shop: TestShop) => new URL(shop.url).host;

  function expectRefused(client: Client): void {
    expect(client.all('connect_error')).toEqual([{ message: expect.any(String) }]);
    expect(client.socket.connected).toBe(false);
    expect(client.all('admin_availability_changed')).toEqual([]);
  }

  function expectSignedIn(client: Client): void {
    expect(client.socket.connected).toBe(true);
    expect(client.all('admin_availability_changed')).toEqual([{ data: { isAvailable: false } }]);
    expect(client.all('connect_error')).toEqual([]);
  }

  it('refuses a signed-in handshake whose Origin is another site: the socket never connects', async () => {
    expectRefused(await connect(t, cookie, { origin: 'https://evil.example' }));
    // The other site on the shop's port, or the shop's host on another port, is another origin too.
    expectRefused(await connect(t, cookie, { origin: `http://evil.example:${new URL(t.url).port}` }));
    expectRefused(await connect(t, cookie, { origin: `http://127.0.0.1:${Number(new URL(t.url).port) + 1}` }));
  });

  it('refuses an opaque or malformed Origin', async () => {
    expectRefused(await connect(t, cookie, { origin: 'null' }));
    expectRefused(await connect(t, cookie, { origin: 'not a url' }));
    expectRefused(await connect(t, cookie, { origin: `ftp://${hostOf(t)}` }));
  });

  it("lets the shop's own pages connect (Origin = the Host the request was sent to)", async () => {
    expectSignedIn(await connect(t, cookie, { origin: t.url }));
    expectSignedIn(await connect(t, cookie, { origin: t.url.toUpperCase() }));
  });

  it('lets a client without an Origin (not a browser) connect; its cookie still decides who it is', async () => {
    expectSignedIn(await connect(t, cookie));
    const anonymous = await connect(t, undefined);
    expect(await anonymous.next('error')).toEqual({ message: 'Sign in to chat with us' });
  });

  it('believes X-Forwarded-Host and X-Forwarded-Proto only when TRUST_PROXY is set', async () => {
    const forwarded = { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expectRefused(await connect(t, cookie, forwarded));

    const proxiedCookie = cookieOf(await request(proxied.url).post('/api/users').send({ email: 'origin@example.com' }).expect(200));
    expectSignedIn(await connect(proxied, proxiedCookie, forwarded));
    // The proxy says the page was https: an http page of the same host is another origin.
    expectRefused(await connect(proxied, proxiedCookie, { ...forwarded, origin: 'http://shop.example' }));
    expectRefused(await connect(proxied, proxiedCookie, { ...forwarded, origin: 'https://evil.example' }));
  });
});
