import request from 'supertest';
import { errorCodeOfStatus, type ErrorCode } from '@shop/contracts';
import { connectChat } from '../support/chat-socket-client';
import { startTestShop, TestShop } from '../support/test-shop';

/** The error shape, with the generic code of the status unless the answer has a code of its own. */
const shape = (statusCode: number, code: ErrorCode = errorCodeOfStatus(statusCode)) => ({
  statusCode,
  error: expect.any(String),
  message: expect.any(String),
  code,
});

describe('every error answers { statusCode, error, message, code } (docs/rules.md §5)', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400', async () => {
    const res = await t.client().post('/api/users').set('content-type', 'application/json').send('{"email":"x').expect(400);
    expect(res.body).toEqual(shape(400));
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t
      .client()
      .post('/api/users')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', browserInfo: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual(shape(413));
  });

  it('answers a body that is not an object, or not JSON at all, with a 4xx', async () => {
    for (const body of ['null', '[1,2]', '"text"', '42']) {
      const res = await t.client().post('/api/users').set('content-type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual(shape(400));
    }
    // A write takes JSON only (a form another site's page could send is not read): 415, as for any other type.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const other = await t.client().post('/api/users').set('content-type', type).send('email=a@example.com').expect(415);
      expect(other.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Send the request body as application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    const xml = await t.client().post('/api/users').set('content-type', 'application/xml').send('<a/>').expect(415);
    expect(xml.body).toEqual(shape(415));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.client().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual(shape(404, 'ROUTE_NOT_FOUND'));
  });

  it('answers 404 for an unknown site-config key', async () => {
    const res = await t.client().get('/api/site-config/favourite_colour').expect(404);
    expect(res.body).toEqual(shape(404));
  });

  it("sends helmet's security headers with every answer, errors included", async () => {
    for (const res of [await t.client().get('/api/health').expect(200), await t.client().get('/api/no-such-thing').expect(404)]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      // Scripts reach only the shop itself (and its own chat socket): no ws:/wss: to anywhere.
      expect(res.headers['content-security-policy']).toMatch(/(^|;)connect-src 'self'(;|$)/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  describe('text a user sends: no control characters but tab and line breaks, no broken Unicode', () => {
    const CONTROL = 'must not contain control characters (tabs and line breaks are fine)';
    const refusal = (field: string) => ({ statusCode: 400, error: 'Bad Request', message: `${field} ${CONTROL}`, code: 'BAD_REQUEST' });

    it('refuses NUL in a query string, a path parameter and a JSON body, without a session, naming the field', async () => {
      const search = await t.client().get('/api/products?search=%00').expect(400);
      expect(search.body).toEqual(refusal('search'));
      expect((await t.client().get('/api/products?search=ok%07').expect(400)).body).toEqual(refusal('search'));
      expect((await t.client().get('/api/site-config/hero%00image').expect(400)).body).toEqual(refusal('key'));
      expect((await t.client().get('/api/products/%00').expect(400)).body).toEqual(refusal('id'));
      const signIn = await t.client().post('/api/users').send({ email: 'nul\u0000@example.com' }).expect(400);
      expect(signIn.body).toEqual(refusal('email'));
      expect(signIn.headers['set-cookie']).toBeUndefined();
    });

    it("refuses a control character or a lone surrogate anywhere in a shopper's body, field names included; nothing is stored", async () => {
      const shopper = await t.shopper('control@example.com');
      const chat = await shopper.post('/api/chat/sessions').send({ message: 'hello\u0000there' }).expect(400);
      expect(chat.body).toEqual(refusal('message'));
      expect((await shopper.get('/api/chat/sessions/mine').expect(200)).body).toBeNull();
      const activity = { email: 'control@example.com', activityType: 'page_view' };
      const surrogate = await shopper
        .post('/api/users/activity')
        .set('content-type', 'application/json')
        .send('{"email":"control@example.com","activityType":"page_view","metadata":{"note":"\\ud800"}}')
        .expect(400);
      expect(surrogate.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'metadata.note must be valid Unicode text',
        code: 'BAD_REQUEST',
      });
      const key = await shopper
        .post('/api/users/activity')
        .send({ ...activity, metadata: { 'a\u001bkey': 1 } })
        .expect(400);
      expect(key.body.message).toMatch(/^metadata: a field name must not contain control characters/);
      // Tabs, line breaks and whole emoji are text like any other.
      await shopper.post('/api/chat/sessions').send({ message: 'line one\r\nline two\tand 🎨' }).expect(201);
      await shopper
        .post('/api/users/activity')
        .send({ ...activity, metadata: { note: '🎨 fine' } })
        .expect(200);
    });

    it('refuses it in a chat socket message too: an error, and nothing stored', async () => {
      const signIn = await t.client().post('/api/users').send({ email: 'socket-control@example.com' }).expect(200);
      const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      const started = await request(t.url).post('/api/chat/sessions').set('cookie', cookie).send({ message: 'hello' }).expect(201);
      const sessionId = started.body.session.id;
      const socket = await connectChat(t.url, cookie);
      try {
        const ack = await socket.ask('send_message', { sessionId, data: { message: 'bell\u0007' } });
        expect(ack).toEqual({ ok: false, error: `data.message ${CONTROL}` });
        expect(await socket.next('error')).toEqual({ message: `data.message ${CONTROL}` });
      } finally {
        socket.socket.disconnect();
      }
      const messages = await request(t.url).get(`/api/chat/session/${sessionId}/messages`).set('cookie', cookie).expect(200);
      expect(messages.body.map((m: { message: string }) => m.message)).toEqual(['hello']);
    });

    it('refuses it in a multipart form field, naming the field, and creates nothing', async () => {
      const admin = await t.admin();
      const count = async () => Number((await admin.get('/api/admin/products').expect(200)).headers['x-total-count']);
      const before = await count();
      const res = await admin.post('/api/products').field('name', 'Null\u0000Brush').field('category', 'Brushes').field('price', '5').expect(400);
      expect(res.body).toEqual(refusal('name'));
      expect(await count()).toBe(before);
    });
  });

  describe('a POST body', () => {
    it('may be left out when every documented field is optional: it means "no options"', async () => {
      const admin = await t.admin();
      const order = (
        await admin
          .post('/api/admin/orders/manual')
          .send({ customerEmail: 'walk-in@example.com', items: [{ name: 'Market Set', price: 25, quantity: 1 }], total: 25 })
          .expect(201)
      ).body;
      const res = await admin.post(`/api/admin/orders/${order.id}/mark-paid`).expect(200);
      expect(res.body).toMatchObject({ id: order.id, status: 'paid' });
    });

    it('left out where fields are required answers 400 naming them', async () => {
      const res = await t.client().post('/api/admin/login').expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^email /), code: 'BAD_REQUEST' });
    });
  });

  describe('a new product (docs/product/back-office.md §5)', () => {
    it('needs a name, a category and a price: a missing one answers 400 naming it, and nothing is created', async () => {
      const admin = await t.admin();
      const count = async () => Number((await admin.get('/api/admin/products').expect(200)).headers['x-total-count']);
      const before = await count();
      const noCategory = await admin.post('/api/products').field('name', 'Loose Brush').field('price', '5').expect(400);
      expect(noCategory.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'category is required', code: 'BAD_REQUEST' });
      const blankCategory = await admin.post('/api/products').field('name', 'Loose Brush').field('category', ' ').field('price', '5').expect(400);
      expect(blankCategory.body.message).toBe('category is required');
      expect((await admin.post('/api/products').field('category', 'Brushes').field('price', '5').expect(400)).body.message).toBe('name is required');
      expect((await admin.post('/api/products').field('name', 'Free Brush').field('category', 'Brushes').expect(400)).body.message).toBe(
        'price is required',
      );
      expect(
        (await admin.post('/api/products').field('name', 'Free Brush').field('category', 'Brushes').field('price', '').expect(400)).body.message,
      ).toBe('price is required');
      const nothing = await admin.post('/api/products').field('description', 'just words').expect(400);
      expect(nothing.body.message).toBe('name is required; category is required; price is required');
      expect(await count()).toBe(before);
      await admin.post('/api/products').field('name', 'Whole Brush').field('category', 'Brushes').field('price', '5').expect(201);
    });
  });

  describe('the bulk sale (docs/product/back-office.md §5)', () => {
    it('answers 400 when no product is selected, for applying and for clearing', async () => {
      const admin = await t.admin();
      const apply = await admin.post('/api/products/apply-sale').send({ productIds: [], discountPercentage: 20 }).expect(400);
      expect(apply.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining('Please select products to apply sale pricing'),
        code: 'BAD_REQUEST',
      });
      const clear = await admin.post('/api/products/clear-sale').send({ productIds: [] }).expect(400);
      expect(clear.body.message).toContain('Please select products to clear sale pricing');
    });
  });

  it('answers 503 when a service is down, and the health check says which', async () => {
    await t
      .client()
      .get('/api/health')
      .expect(200)
      .expect((r) => expect(r.body.status).toBe('ok'));
    const catalog = t.shop.services.find((s) => s.name === 'catalog')!;
    await catalog.app.close();
    const res = await t.client().get('/api/site-config/hero_image').expect(503);
    expect(res.body).toEqual(shape(503));
    expect(res.body.message).toMatch(/catalog/);
    const health = await t.client().get('/api/health').expect(503);
    expect(health.body.services.catalog.status).toBe('down');
    expect(health.body.services.engagement.status).toBe('up');
  });
});
