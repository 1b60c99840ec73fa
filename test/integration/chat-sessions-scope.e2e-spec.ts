import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ChatSocketClient as Client, connectChat } from '../support/chat-socket-client';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';

jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
const texts = (res: request.Response) => res.body.map((m: { message: string }) => m.message);

/**
 * docs/rules.md §4: knowing someone's e-mail must not open her chats. An unverified session reads and writes
 * only the conversations it opened; a verified one every conversation of her e-mail; admins all.
 */
describe('live chat: an unverified session sees only the conversations it opened', () => {
  let t: TestShop;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startTestShop();
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.socket.disconnect();
  });
  afterAll(() => t.close());

  const http = () => request(t.url);
  const signIn = async (email: string) => cookieOf(await http().post('/api/users').send({ email }).expect(200));
  const adminCookie = async () => cookieOf(await http().post('/api/admin/login').send(TEST_ADMIN).expect(200));

  /**
   * Verifies the session behind the cookie with the code just mailed to its e-mail (written under DATA_DIR/mail), and
   * answers the session's new cookie: verifying replaces its token.
   */
  async function verify(cookie: string, email: string): Promise<string> {
    await http().post('/api/users/verification-code').set('cookie', cookie).send({}).expect(202);
    const newest = readdirSync(t.config.mailDir)
      .filter((name) => name.endsWith(`-${email}.eml`))
      .sort()
      .pop()!;
    const code = /verification code is (\d{6})/.exec(readFileSync(path.join(t.config.mailDir, newest), 'utf8'))![1];
    return cookieOf(await http().post('/api/users/verify').set('cookie', cookie).send({ code }).expect(200));
  }

  async function connect(cookie: string): Promise<Client> {
    const client = await connectChat(t.url, cookie);
    clients.push(client);
    return client;
  }

  it('keeps her open conversation from a session that only knows her e-mail, until that session verifies', async () => {
    const email = 'bea.scope@example.com';
    const admin = await adminCookie();
    const bea = await verify(await signIn(email), email);
    const { body: started } = await http()
      .post('/api/chat/sessions')
      .set('cookie', bea)
      .send({ message: 'Please send it to 12 Elm Street, Springfield' })
      .expect(201);
    const beaId: string = started.session.id;
    await http().post(`/api/admin/chat/session/${beaId}/message`).set('cookie', admin).send({ message: 'Noted, Bea!', isAdmin: true }).expect(201);

    // Someone else signs in with her e-mail: a new, unverified session.
    let other = await signIn(email);
    await http()
      .get('/api/session')
      .set('cookie', other)
      .expect(200)
      .expect((res) => expect(res.body.verified).toBe(false));
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', other)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    const read = await http().get(`/api/chat/session/${beaId}/messages`).set('cookie', other).expect(403);
    expect(read.body).toMatchObject({ statusCode: 403, message: 'This is not your chat session' });
    await http().post(`/api/chat/session/${beaId}/messages`).set('cookie', other).send({ message: 'Where is my parcel?' }).expect(403);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    await http().post(`/api/chat/session/${beaId}/media`).set('cookie', other).attach('file', png, 'x.png').expect(403);

    // Starting a chat opens a conversation of its own; hers is untouched.
    const { body: opened } = await http().post('/api/chat/sessions').set('cookie', other).send({ message: 'Hi, new here' }).expect(201);
    expect(opened).toMatchObject({ created: true, session: { userEmail: email, status: 'waiting' } });
    const otherId: string = opened.session.id;
    expect(otherId).not.toBe(beaId);
    const again = await http().post('/api/chat/sessions').set('cookie', other).send({ message: 'Anyone?' }).expect(201);
    expect(again.body).toMatchObject({ created: false, session: { id: otherId } });
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', other)
      .expect(200)
      .expect((res) => expect(res.body.id).toBe(otherId));
    expect(texts(await http().get(`/api/chat/session/${otherId}/messages`).set('cookie', other).expect(200))).toEqual(['Hi, new here', 'Anyone?']);

    // Bea's own session still writes into her conversation, not the newer one; support's force-message goes there too.
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', bea)
      .expect(200)
      .expect((res) => expect(res.body.id).toBe(beaId));
    const beaAgain = await http().post('/api/chat/sessions').set('cookie', bea).send({ message: 'Any news?' }).expect(201);
    expect(beaAgain.body).toMatchObject({ created: false, session: { id: beaId } });
    const forced = await http()
      .post(`/api/admin/chat/force-message/${email}`)
      .set('cookie', admin)
      .send({ message: 'Shipped to Elm Street' })
      .expect(201);
    expect(forced.body.session.id).toBe(beaId);
    expect(texts(await http().get(`/api/chat/session/${beaId}/messages`).set('cookie', bea).expect(200))).toEqual([
      'Please send it to 12 Elm Street, Springfield',
      'Noted, Bea!',
      'Any news?',
      'Shipped to Elm Street',
    ]);

    // An admin sees both open conversations of the e-mail.
    const open = (await http().get('/api/admin/chat/active-sessions').set('cookie', admin).expect(200)).body as { id: string; userEmail: string }[];
    expect(
      open
        .filter((s) => s.userEmail === email)
        .map((s) => s.id)
        .sort(),
    ).toEqual([beaId, otherId].sort());
    await http().get(`/api/chat/session/${otherId}/messages`).set('cookie', admin).expect(200);
    // A verified session of the e-mail reads every conversation of it.
    await http().get(`/api/chat/session/${otherId}/messages`).set('cookie', bea).expect(200);

    // Once the other session verifies, it reads hers too, and keeps writing into its own.
    other = await verify(other, email);
    expect(texts(await http().get(`/api/chat/session/${beaId}/messages`).set('cookie', other).expect(200))[0]).toBe(
      'Please send it to 12 Elm Street, Springfield',
    );
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', other)
      .expect(200)
      .expect((res) => expect(res.body.id).toBe(otherId));
  });

  it('refuses an unverified socket the rooms of conversations it did not open, so none of their messages reach it', async () => {
    const email = 'cleo.scope@example.com';
    const admin = await adminCookie();
    const cleo = await verify(await signIn(email), email);
    const cleoId: string = (await http().post('/api/chat/sessions').set('cookie', cleo).send({ message: 'My address is 3 Oak Lane' }).expect(201))
      .body.session.id;

    let otherCookie = await signIn(email);
    const other = await connect(otherCookie);
    expect(await other.ask('join_session', { sessionId: cleoId, isAdmin: false, userEmail: email })).toEqual({
      ok: false,
      error: 'You can only join your own chat session',
    });
    expect(await other.ask('send_message', { sessionId: cleoId, data: { message: 'Hello', messageType: 'text' } })).toEqual({
      ok: false,
      error: 'This is not your chat session',
    });
    expect(await other.ask('typing', { sessionId: cleoId, data: { isTyping: true } })).toEqual({ ok: false, error: 'Join the chat session first' });
    const otherId: string = (await http().post('/api/chat/sessions').set('cookie', otherCookie).send({ message: 'Hi' }).expect(201)).body.session.id;
    expect(await other.ask('join_session', { sessionId: otherId, isAdmin: false })).toEqual({ ok: true, sessionId: otherId });

    // Cleo's socket is in her room and hears both; the other socket hears only its own conversation.
    const cleoSocket = await connect(cleo);
    expect(await cleoSocket.ask('join_session', { sessionId: cleoId, isAdmin: false })).toMatchObject({ ok: true });
    await http()
      .post(`/api/admin/chat/session/${cleoId}/message`)
      .set('cookie', admin)
      .send({ message: 'Shipping to Oak Lane', isAdmin: true })
      .expect(201);
    await http().post(`/api/chat/session/${cleoId}/join`).set('cookie', admin).expect(201);
    await http().post(`/api/admin/chat/session/${otherId}/message`).set('cookie', admin).send({ message: 'Welcome!', isAdmin: true }).expect(201);
    await cleoSocket.next('new_message', (p) => p.data.message === 'Shipping to Oak Lane');
    await cleoSocket.next('admin_joined');
    await other.next('new_message', (p) => p.data.message === 'Welcome!');
    await pause(200);
    // Its own 'Hi' may reach it too when the outbox relay is slower than the join: only Cleo's must never.
    const heard = other.all('new_message').map((p) => p.data.sessionId);
    expect(heard).toContain(otherId);
    expect(heard.filter((id) => id !== otherId)).toEqual([]);
    expect(other.all('admin_joined')).toEqual([]);
    expect(other.all('session_status_updated')).toEqual([]);

    // Verified, a new socket of that session may follow her conversation.
    otherCookie = await verify(otherCookie, email);
    const verified = await connect(otherCookie);
    expect(await verified.ask('join_session', { sessionId: cleoId, isAdmin: false })).toEqual({ ok: true, sessionId: cleoId });
  });

  it('does not let an unverified session read a conversation support opened for the e-mail', async () => {
    const email = 'dora.scope@example.com';
    const admin = await adminCookie();
    const forced = await http()
      .post(`/api/admin/chat/force-message/${email}`)
      .set('cookie', admin)
      .send({ message: 'Your order 1042 shipped' })
      .expect(201);
    const unverified = await signIn(email);
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', unverified)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    await http().get(`/api/chat/session/${forced.body.session.id}/messages`).set('cookie', unverified).expect(403);
    const verified = await verify(unverified, email);
    await http()
      .get('/api/chat/sessions/mine')
      .set('cookie', verified)
      .expect(200)
      .expect((res) => expect(res.body.id).toBe(forced.body.session.id));
  });
});
