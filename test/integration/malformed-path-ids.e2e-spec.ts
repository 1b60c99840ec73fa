import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { ID_ECHO_LIMIT } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#4080c0' } })
    .png()
    .toBuffer();

/** Ids are uuids: one in a path that is not names nothing, so it answers 404 like a uuid nothing has (docs/rules.md §5, docs/api.md). */
describe('a path id that is not a uuid', () => {
  let t: TestShop;
  let admin: TestAgent;
  let shopper: TestAgent;
  const EMAIL = 'path-ids@example.com';
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    shopper = await t.verifiedShopper(EMAIL);
  });
  afterAll(() => t.close());

  const count = async (service: 'catalog' | 'commerce' | 'engagement' | 'chat', table: string) =>
    (await t.db(service).query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  /** What a refused request must leave as it was. */
  const snapshot = async () => ({
    coupons: await count('commerce', 'coupons'),
    orders: await count('commerce', 'orders'),
    auctionPurchases: await count('commerce', 'dutch_auction_purchases'),
    variants: await count('catalog', 'variants'),
    entries: await count('engagement', 'giveaway_entries'),
    shares: await count('engagement', 'giveaway_shares'),
    likes: await count('engagement', 'gallery_likes'),
    chatMessages: await count('chat', 'chat_messages'),
  });
  const notFound = (id: string) => ({ statusCode: 404, error: 'Not Found', message: `Nothing has the id "${id}"`, code: 'NOT_FOUND' });

  it('answers 404 on every kind of route, for admins, shoppers and visitors alike, and changes nothing', async () => {
    const before = await snapshot();
    const tries: [string, () => PromiseLike<{ status: number; body: unknown }>][] = [
      ['nonexistent', () => admin.delete('/api/coupons/nonexistent')],
      ['999', () => shopper.post('/api/giveaways/999/enter').send({ userEmail: EMAIL, answer: 'Ultramarine' })],
      ['nonexistent', () => t.client().get('/api/products/nonexistent/variants')],
      [
        '999',
        async () =>
          admin
            .post('/api/products/999/variants')
            .field('name', 'Half pan')
            .attach('images', await png(), 'v.png'),
      ],
      ['nonexistent', () => shopper.post('/api/dutch-auctions/nonexistent/purchase').send({})],
      ['999', () => shopper.post('/api/gallery/999/like').send({ userEmail: EMAIL })],
    ];
    for (const [id, send] of tries) {
      const res = await send();
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: notFound(id) });
    }
    const chat = await admin.post('/api/admin/chat/session/nonexistent/message').send({ message: 'Hello?' }).expect(404);
    expect(chat.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Nothing has the sessionId "nonexistent"', code: 'NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
  });

  it('repeats at most a short part of a long id', async () => {
    const res = await admin.delete(`/api/coupons/${'x'.repeat(90)}`).expect(404);
    expect(res.body.message).toBe(`Nothing has the id "${'x'.repeat(ID_ECHO_LIMIT)}…"`);
  });

  it('keeps 400 for other wrong path values and for ids inside a body', async () => {
    const before = await snapshot();
    await admin.post('/api/admin/chat/force-message/not-an-email').send({ message: 'Hi' }).expect(400);
    const share = await shopper.post('/api/giveaway-shares').send({ giveawayId: '999', userEmail: EMAIL, platform: 'instagram' }).expect(400);
    expect(share.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('giveawayId') });
    expect(await snapshot()).toEqual(before);
  });
});
