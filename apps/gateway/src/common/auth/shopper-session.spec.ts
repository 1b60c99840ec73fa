import 'reflect-metadata';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { readSessionToken, writeSessionToken } from './shopper-session';

async function appWithSecret(secret: string) {
  const app = Fastify();
  await app.register(cookie, { secret });
  app.post('/in', async (_req, reply) => {
    writeSessionToken(reply, 'random-token-of-the-session', false);
    return {};
  });
  app.get('/token', async (req) => ({ token: readSessionToken(req) }));
  return app;
}

describe('shopper session cookie', () => {
  it('carries only the session token, signed, httpOnly and SameSite=Lax', async () => {
    const app = await appWithSecret('s3cret-s3cret-s3cret');
    const login = await app.inject({ method: 'POST', url: '/in' });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const who = await app.inject({ method: 'GET', url: '/token', headers: { cookie: setCookie.split(';')[0] } });
    expect(who.json()).toEqual({ token: 'random-token-of-the-session' });
  });

  it('ignores a cookie that was tampered with or signed by another secret', async () => {
    const app = await appWithSecret('s3cret-s3cret-s3cret');
    const forged = await app.inject({ method: 'GET', url: '/token', headers: { cookie: 'shop_session=another-token.bogus' } });
    expect(forged.json()).toEqual({ token: null });

    const other = await appWithSecret('another-secret-entirely');
    const stolen = String((await other.inject({ method: 'POST', url: '/in' })).headers['set-cookie']).split(';')[0];
    expect((await app.inject({ method: 'GET', url: '/token', headers: { cookie: stolen } })).json()).toEqual({ token: null });
  });
});
