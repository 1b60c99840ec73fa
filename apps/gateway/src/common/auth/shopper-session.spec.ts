import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { readShopperSession, writeShopperSession } from './shopper-session';

async function appWithSecret(secret: string) {
  const app = Fastify();
  await app.register(cookie, { secret });
  app.post('/in', async (_req, reply) => writeShopperSession(reply, 'ann@example.com', false, false));
  app.get('/who', async (req) => readShopperSession(req) ?? { none: true });
  return app;
}

describe('shopper session cookie', () => {
  it('round-trips the e-mail and verified flag through a signed cookie', async () => {
    const app = await appWithSecret('s3cret-s3cret-s3cret');
    const login = await app.inject({ method: 'POST', url: '/in' });
    const cookieHeader = String(login.headers['set-cookie']).split(';')[0];
    const who = await app.inject({ method: 'GET', url: '/who', headers: { cookie: cookieHeader } });
    expect(who.json()).toMatchObject({ email: 'ann@example.com', verified: false });
  });

  it('ignores a cookie that was tampered with or signed by another secret', async () => {
    const app = await appWithSecret('s3cret-s3cret-s3cret');
    const forged = Buffer.from(JSON.stringify({ e: 'admin@example.com', v: 1, x: Date.now() + 1e9 })).toString('base64url');
    const who = await app.inject({ method: 'GET', url: '/who', headers: { cookie: `shop_session=${forged}.bogus` } });
    expect(who.json()).toEqual({ none: true });

    const other = await appWithSecret('another-secret-entirely');
    const login = await other.inject({ method: 'POST', url: '/in' });
    const stolen = String(login.headers['set-cookie']).split(';')[0];
    expect((await app.inject({ method: 'GET', url: '/who', headers: { cookie: stolen } })).json()).toEqual({ none: true });
  });
});
