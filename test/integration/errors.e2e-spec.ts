import { startTestShop, TestShop } from '../support/test-shop';

const shape = (statusCode: number) => ({ statusCode, error: expect.any(String), message: expect.any(String) });

describe('every error answers { statusCode, error, message } (decisions.md §5)', () => {
  let t: TestShop;
  beforeAll(async () => { t = await startTestShop(); });
  afterAll(() => t.close());

  it('answers malformed JSON with 400', async () => {
    const res = await t.client().post('/api/users').set('content-type', 'application/json').send('{"email":"x').expect(400);
    expect(res.body).toEqual(shape(400));
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.client().post('/api/users').set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', browserInfo: 'x'.repeat(1_100_000) })).expect(413);
    expect(res.body).toEqual(shape(413));
  });

  it('answers a body that is not an object, or not JSON at all, with a 4xx', async () => {
    for (const body of ['null', '[1,2]', '"text"', '42']) {
      const res = await t.client().post('/api/users').set('content-type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual(shape(400));
    }
    const text = await t.client().post('/api/users').set('content-type', 'text/plain').send('hello').expect(400);
    expect(text.body.message).toMatch(/JSON object/);
    const xml = await t.client().post('/api/users').set('content-type', 'application/xml').send('<a/>').expect(415);
    expect(xml.body).toEqual(shape(415));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.client().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual(shape(404));
  });

  it('answers 404 for an unknown site-config key', async () => {
    const res = await t.client().get('/api/site-config/favourite_colour').expect(404);
    expect(res.body).toEqual(shape(404));
  });

  it("sends helmet's security headers with every answer, errors included", async () => {
    for (const res of [await t.client().get('/api/health').expect(200), await t.client().get('/api/no-such-thing').expect(404)]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('connect-src \'self\' ws: wss:');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('answers 503 when a service is down, and the health check says which', async () => {
    await t.client().get('/api/health').expect(200).expect((r) => expect(r.body.status).toBe('ok'));
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
