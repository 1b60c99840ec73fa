import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ChatSocketClient as Client, connectChat } from '../support/chat-socket-client';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';

jest.setTimeout(20_000);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

describe('live chat (socket)', () => {
  let t: TestShop;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startTestShop();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.socket.disconnect();
    await pause(50);
  });
  afterAll(() => t.close());

  const http = () => request(t.url);
  const shopperCookie = async (email: string) => cookieOf(await http().post('/api/users').send({ email }).expect(200));
  /** A session verified with the code mailed to it (written under DATA_DIR/mail): the cookie verifying answers with its new token. */
  const verifiedShopperCookie = async (email: string) => {
    const cookie = await shopperCookie(email);
    await http().post('/api/users/verification-code').set('cookie', cookie).send({}).expect(202);
    const newest = readdirSync(t.config.mailDir)
      .filter((name) => name.endsWith(`-${email}.eml`))
      .sort()
      .pop()!;
    const code = /verification code is (\d{6})/.exec(readFileSync(path.join(t.config.mailDir, newest), 'utf8'))![1];
    return cookieOf(await http().post('/api/users/verify').set('cookie', cookie).send({ code }).expect(200));
  };
  const adminCookie = async () => cookieOf(await http().post('/api/admin/login').send(TEST_ADMIN).expect(200));

  async function connect(cookie?: string): Promise<Client> {
    const client = await connectChat(t.url, cookie);
    clients.push(client);
    return client;
  }

  async function startChat(cookie: string, message: string): Promise<string> {
    const res = await http().post('/api/chat/sessions').set('cookie', cookie).send({ message }).expect(201);
    return res.body.session.id;
  }

  it('refuses a connection without a valid session: an error event, then disconnected', async () => {
    const anonymous = await connect();
    expect(await anonymous.next('error')).toEqual({ message: 'Sign in to chat with us' });
    await anonymous.next('disconnect');
    expect(anonymous.socket.connected).toBe(false);

    const forged = await connect('shop_session=eyJlIjoiZXZlQGV4YW1wbGUuY29tIn0.forged');
    expect(await forged.next('error')).toEqual({ message: 'Sign in to chat with us' });
    await forged.next('disconnect');
  });

  it('tells everyone when the first admin connects and when the last one leaves', async () => {
    const visitor = await connect(await shopperCookie('avail@example.com'));
    expect(visitor.all('admin_availability_changed')[0]).toEqual({ data: { isAvailable: false } });
    const cookie = await adminCookie();
    const first = await connect(cookie);
    expect(await visitor.next('admin_availability_changed', (p) => p.data.isAvailable === true)).toEqual({ data: { isAvailable: true } });
    const second = await connect(cookie);
    first.socket.disconnect();
    await pause(200);
    // One admin is still there.
    expect(visitor.all('admin_availability_changed').map((p) => p.data.isAvailable)).toEqual([false, true]);
    second.socket.disconnect();
    await visitor.next('admin_availability_changed', (p) => p.data.isAvailable === false && visitor.all('admin_availability_changed').length === 3);
    expect(visitor.all('admin_availability_changed').map((p) => p.data.isAvailable)).toEqual([false, true, false]);
  });

  it('lets a visitor and an admin talk both ways in order, with typing, accept and end pushed, and stores every message', async () => {
    const admCookie = await adminCookie();
    const admin = await connect(admCookie);
    const annCookie = await shopperCookie('ann.socket@example.com');
    const sessionId = await startChat(annCookie, 'Hello there');
    const started = await admin.next('new_chat_session');
    expect(started.data.session).toMatchObject({ id: sessionId, userEmail: 'ann.socket@example.com', status: 'waiting' });
    expect((await admin.next('new_message')).data).toMatchObject({ sessionId, message: 'Hello there', isAdmin: false });

    const ann = await connect(annCookie);
    expect(await ann.ask('join_session', { sessionId, isAdmin: false, userName: 'Ann', userEmail: 'ann.socket@example.com' })).toMatchObject({
      ok: true,
    });
    expect(await admin.ask('join_session', { sessionId, isAdmin: true, userName: 'Support', userEmail: TEST_ADMIN.email })).toMatchObject({
      ok: true,
    });

    await http().post(`/api/chat/session/${sessionId}/join`).set('cookie', admCookie).expect(201);
    expect((await ann.next('admin_joined')).data.session).toMatchObject({ id: sessionId, status: 'active' });
    expect((await ann.next('session_status_updated')).data.status).toBe('active');

    const send = (c: Client, message: string, isAdmin: boolean) =>
      c.ask('send_message', { sessionId, data: { message, messageType: 'text', isAdmin, senderEmail: 'ignored@example.com' } });
    expect(await send(ann, 'Is the blue in stock?', false)).toMatchObject({
      ok: true,
      message: { message: 'Is the blue in stock?', isAdmin: false },
    });
    expect(await send(admin, 'Yes, plenty!', true)).toMatchObject({ ok: true, message: { isAdmin: true, senderName: 'Support Team' } });
    await send(ann, 'Great, thanks', false);
    await send(admin, 'You are welcome', true);
    // A REST reply reaches the socket too.
    await http()
      .post(`/api/admin/chat/session/${sessionId}/message`)
      .set('cookie', admCookie)
      .send({ message: 'Anything else?', isAdmin: true })
      .expect(201);
    await ann.next('new_message', (p) => p.data.message === 'Anything else?');
    await admin.next('new_message', (p) => p.data.message === 'Anything else?');

    const thread = ['Is the blue in stock?', 'Yes, plenty!', 'Great, thanks', 'You are welcome', 'Anything else?'];
    expect(ann.all('new_message').map((p) => p.data.message)).toEqual(thread);
    // The admin is in the session room and in the admins room, and gets each message once.
    expect(admin.all('new_message').map((p) => p.data.message)).toEqual(['Hello there', ...thread]);
    expect(ann.all('new_message').every((p) => p.data.sessionId === sessionId)).toBe(true);

    const stored = await http().get(`/api/chat/session/${sessionId}/messages`).set('cookie', annCookie).expect(200);
    expect(stored.body.map((m: { message: string; isAdmin: boolean }) => [m.message, m.isAdmin])).toEqual([
      ['Hello there', false],
      ['Is the blue in stock?', false],
      ['Yes, plenty!', true],
      ['Great, thanks', false],
      ['You are welcome', true],
      ['Anything else?', true],
    ]);
    expect(stored.body[1].senderEmail).toBe('ann.socket@example.com');

    // Typing reaches the other side, not the typist.
    ann.socket.emit('typing', { sessionId, data: { senderEmail: 'ann.socket@example.com', isTyping: true } });
    expect((await admin.next('typing')).data).toEqual({ senderEmail: 'ann.socket@example.com', isTyping: true });
    admin.socket.emit('typing', { data: { senderEmail: 'support@watercolor.shop', isTyping: false } });
    expect((await ann.next('typing')).data).toEqual({ senderEmail: 'support@watercolor.shop', isTyping: false });
    await pause(100);
    expect(ann.all('typing')).toHaveLength(1);
    expect(admin.all('typing')).toHaveLength(1);

    await http().post(`/api/chat/session/${sessionId}/end`).set('cookie', admCookie).expect(201);
    expect((await ann.next('session_ended')).data.session).toMatchObject({ id: sessionId, status: 'ended' });
    expect((await ann.next('session_status_updated', (p) => p.data.status === 'ended')).data.status).toBe('ended');
    await admin.next('session_ended');

    // The chat service's rules hold on the socket: an ended session refuses messages.
    expect(await send(ann, 'Hello?', false)).toEqual({ ok: false, error: 'This chat session has ended' });
    expect(await ann.next('error')).toEqual({ message: 'This chat session has ended' });
    expect(ann.socket.connected).toBe(true);
  });

  it('refuses to join another visitor’s session, and nothing of it arrives', async () => {
    const catCookie = await shopperCookie('cat.socket@example.com');
    const sessionId = await startChat(catCookie, 'Private');
    const dan = await connect(await shopperCookie('dan.socket@example.com'));
    expect(await dan.ask('join_session', { sessionId, isAdmin: true, userName: 'Dan', userEmail: 'cat.socket@example.com' })).toEqual({
      ok: false,
      error: 'You can only join your own chat session',
    });
    expect(await dan.next('error')).toEqual({ message: 'You can only join your own chat session' });
    expect(await dan.ask('send_message', { sessionId, data: { message: 'Hi', messageType: 'text' } })).toEqual({
      ok: false,
      error: 'This is not your chat session',
    });
    await http().post(`/api/chat/session/${sessionId}/messages`).set('cookie', catCookie).send({ message: 'Still private' }).expect(201);
    await pause(200);
    expect(dan.all('new_message')).toEqual([]);
    const stored = await http().get(`/api/chat/session/${sessionId}/messages`).set('cookie', catCookie).expect(200);
    expect(stored.body.map((m: { message: string }) => m.message)).toEqual(['Private', 'Still private']);
  });

  it('answers a flood with error events and keeps answering', async () => {
    const eveCookie = await shopperCookie('eve.socket@example.com');
    const sessionId = await startChat(eveCookie, 'Start');
    const eve = await connect(eveCookie);
    await eve.ask('join_session', { sessionId, isAdmin: false });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => eve.ask('send_message', { sessionId, data: { message: `m${i}`, messageType: 'text' } })),
    );
    // join_session counted as one of the 30.
    expect(answers.filter((a) => a.ok)).toHaveLength(29);
    expect(answers.filter((a) => !a.ok).every((a) => /too quickly/.test(a.error))).toBe(true);
    expect(eve.all('error').length).toBe(11);
    expect(eve.socket.connected).toBe(true);
    // Malformed input is an error too, never a crash.
    eve.socket.emit('send_message', 'nonsense');
    eve.socket.emit('typing', null);
    expect(await eve.ask('typing', { sessionId, data: { isTyping: true } })).toEqual({ ok: true });
    const fayCookie = await shopperCookie('fay.socket@example.com');
    const other = await connect(fayCookie);
    const faySession = await startChat(fayCookie, 'Hi');
    expect(await other.ask('send_message', { sessionId: faySession, data: { message: 'Still here?', messageType: 'text' } })).toMatchObject({
      ok: true,
    });
    await http().get('/api/health').expect(200);
  });

  it('loses nothing while a visitor is offline: on reconnecting she reads every message, in order, once', async () => {
    const visitorCookie = await shopperCookie('offline.visitor@example.com');
    const sessionId = await startChat(visitorCookie, 'Are you there?');
    const admin = await connect(await adminCookie());
    const visitor = await connect(visitorCookie);
    visitor.socket.emit('join_session', { sessionId, isAdmin: false });
    await pause(100);
    visitor.socket.disconnect();

    const replies = ['One moment please', 'Found your order', 'It ships tomorrow'];
    for (const message of replies) {
      await admin.ask('send_message', { sessionId, data: { message, messageType: 'text', isAdmin: true } });
    }
    // Their pushes (the chat service's events, after each commit) went out while she was away.
    await admin.next('new_message', (p) => p.data.message === replies.at(-1));

    const back = await connect(visitorCookie);
    back.socket.emit('join_session', { sessionId, isAdmin: false });
    const history = await http().get(`/api/chat/session/${sessionId}/messages`).set('cookie', visitorCookie).expect(200);
    expect(history.body.map((m: { message: string }) => m.message)).toEqual(['Are you there?', ...replies]);
    await admin.ask('send_message', { sessionId, data: { message: 'Anything else?', messageType: 'text', isAdmin: true } });
    expect((await back.next('new_message')).data.message).toBe('Anything else?');
  });

  it('pushes each chat-service event once per socket: the same event delivered again pushes nothing', async () => {
    const chatData = t.db('chat');
    const admin = await connect(await adminCookie());
    const ginaCookie = await shopperCookie('gina.socket@example.com');
    const sessionId = await startChat(ginaCookie, 'Only once, please');
    const gina = await connect(ginaCookie);
    await gina.ask('join_session', { sessionId, isAdmin: false });
    await http().post(`/api/chat/session/${sessionId}/messages`).set('cookie', ginaCookie).send({ message: 'Second' }).expect(201);
    await gina.next('new_message', (p) => p.data.message === 'Second');
    await admin.next('new_message', (p) => p.data.message === 'Second');

    // The outbox re-sends an event after a crash between publishing and marking it: every event of the session again.
    const rows: { id: string; name: string; payload: unknown; occurred_at: Date }[] = await chatData.query(
      `SELECT id, name, payload, occurred_at FROM outbox WHERE payload->>'sessionId' = $1 ORDER BY seq`,
      [sessionId],
    );
    expect(rows.map((r) => r.name)).toEqual(['chat.session-started', 'chat.message-sent', 'chat.message-sent']);
    for (const row of rows) {
      await t.shop.bus.publishEvent({ id: row.id, name: row.name, occurredAt: row.occurred_at.toISOString(), source: 'chat', payload: row.payload });
    }
    await pause(200);
    expect(gina.all('new_message').map((p) => p.data.message)).toEqual(['Second']);
    expect(
      admin
        .all('new_message')
        .filter((p) => p.data.sessionId === sessionId)
        .map((p) => p.data.message),
    ).toEqual(['Only once, please', 'Second']);
    expect(admin.all('new_chat_session').filter((p) => p.data.session.id === sessionId)).toHaveLength(1);
  });

  it('tells the admins of an admin’s forced message, but not of a new session, and pushes an accept only when it changes the status', async () => {
    const admCookie = await adminCookie();
    const admin = await connect(admCookie);
    const forced = await http()
      .post('/api/admin/chat/force-message/hana.socket@example.com')
      .set('cookie', admCookie)
      .send({ message: 'Your parcel is on its way' })
      .expect(201);
    const sessionId = forced.body.session.id;
    expect((await admin.next('new_message', (p) => p.data.sessionId === sessionId)).data).toMatchObject({
      message: 'Your parcel is on its way',
      isAdmin: true,
    });

    // Support opened it for her account: a verified session of hers may follow it (docs/rules.md §4).
    const hanaCookie = await verifiedShopperCookie('hana.socket@example.com');
    const hana = await connect(hanaCookie);
    expect(await hana.ask('join_session', { sessionId, isAdmin: false })).toEqual({ ok: true, sessionId });
    // The forced session is already active: joining it again answers 201 and pushes nothing.
    await http().post(`/api/chat/session/${sessionId}/join`).set('cookie', admCookie).expect(201);
    await http().post(`/api/chat/session/${sessionId}/end`).set('cookie', admCookie).expect(201);
    await hana.next('session_ended');
    expect(admin.all('new_chat_session').filter((p) => p.data.session.id === sessionId)).toEqual([]);
    expect(hana.all('admin_joined')).toEqual([]);
    expect(hana.all('session_status_updated').map((p) => p.data.status)).toEqual(['ended']);
  });
});
