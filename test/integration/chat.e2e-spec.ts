import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('live chat (REST)', () => {
  let t: TestShop;
  let admin: TestAgent;
  const chatData = () => t.db('chat');

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('lets a visitor start a session with her first message, add to it, find it and read it in order', async () => {
    const ann = await t.shopper('ann@example.com');
    await ann
      .get('/api/chat/sessions/mine')
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    const first = await ann.post('/api/chat/sessions').send({ message: '  Hello, is the blue in stock?  ' }).expect(201);
    expect(first.body.session).toMatchObject({ userEmail: 'ann@example.com', userName: 'ann', status: 'waiting', endedAt: null });
    expect(first.body.message).toMatchObject({
      sessionId: first.body.session.id,
      messageType: 'text',
      message: 'Hello, is the blue in stock?',
      isAdmin: false,
      senderName: 'ann',
      senderEmail: 'ann@example.com',
      fileUrl: null,
    });
    // The chat service's answer says whether the message opened the session.
    expect(first.body.created).toBe(true);
    const second = await ann.post('/api/chat/sessions').send({ message: 'Also the red', userName: 'Ann Painter' }).expect(201);
    expect(second.body.session).toMatchObject({ id: first.body.session.id, userName: 'Ann Painter' });
    expect(second.body.created).toBe(false);
    const third = await ann.post(`/api/chat/session/${first.body.session.id}/messages`).send({ message: 'Thanks!' }).expect(201);
    expect(third.body).toMatchObject({ message: 'Thanks!', isAdmin: false, senderEmail: 'ann@example.com' });
    const mine = await ann.get('/api/chat/sessions/mine').expect(200);
    expect(mine.body).toMatchObject({ id: first.body.session.id, status: 'waiting' });
    const messages = await ann.get(`/api/chat/session/${first.body.session.id}/messages`).expect(200);
    expect(messages.body.map((m: { message: string }) => m.message)).toEqual(['Hello, is the blue in stock?', 'Also the red', 'Thanks!']);
    // Each message is in the outbox for the realtime side.
    const events = await chatData().query(`SELECT name FROM outbox WHERE payload->>'sessionId' = $1`, [first.body.session.id]);
    expect(events.map((e: { name: string }) => e.name).sort()).toEqual([
      'chat.message-sent',
      'chat.message-sent',
      'chat.message-sent',
      'chat.session-started',
    ]);
  });

  it('lets an admin list, accept, reply and end a session; an ended session refuses messages with 409', async () => {
    const bea = await t.shopper('bea.lee@example.com');
    const { body: started } = await bea.post('/api/chat/sessions').send({ message: 'Need help' }).expect(201);
    const id = started.session.id;

    const all = await admin.get('/api/admin/chat/sessions').expect(200);
    expect(all.body[0]).toMatchObject({
      id,
      userName: 'bea.lee',
      userEmail: 'bea.lee@example.com',
      status: 'waiting',
      lastMessageAt: expect.any(String),
    });
    const open = await admin.get('/api/admin/chat/active-sessions').expect(200);
    expect(open.body.map((s: { id: string }) => s.id)).toContain(id);

    const joined = await admin.post(`/api/chat/session/${id}/join`).expect(201);
    expect(joined.body).toMatchObject({ id, status: 'active', acceptedAt: expect.any(String) });
    await admin
      .post(`/api/chat/session/${id}/join`)
      .expect(201)
      .expect((res) => expect(res.body.status).toBe('active'));
    // Accepting is one event, with the session as it now is; joining an active session again changes nothing.
    const accepted = await chatData().query(`SELECT payload FROM outbox WHERE name = 'chat.session-accepted' AND payload->>'sessionId' = $1`, [id]);
    expect(accepted.map((e: { payload: { session: { status: string } } }) => e.payload.session.status)).toEqual(['active']);

    const reply = await admin.post(`/api/admin/chat/session/${id}/message`).send({ message: 'Happy to help!', isAdmin: true }).expect(201);
    expect(reply.body).toMatchObject({
      isAdmin: true,
      senderName: 'Support Team',
      senderEmail: 'support@watercolor.shop',
      message: 'Happy to help!',
    });
    await bea.post(`/api/chat/session/${id}/messages`).send({ message: 'Great' }).expect(201);
    // The admin reads any session.
    const thread = await admin.get(`/api/chat/session/${id}/messages`).expect(200);
    expect(thread.body.map((m: { message: string; isAdmin: boolean }) => [m.message, m.isAdmin])).toEqual([
      ['Need help', false],
      ['Happy to help!', true],
      ['Great', false],
    ]);

    const ended = await admin.post(`/api/chat/session/${id}/end`).expect(201);
    expect(ended.body).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    await admin
      .post(`/api/chat/session/${id}/end`)
      .expect(201)
      .expect((res) => expect(res.body.endedAt).toBe(ended.body.endedAt));
    const endedEvents = await chatData().query(`SELECT payload FROM outbox WHERE name = 'chat.session-ended' AND payload->>'sessionId' = $1`, [id]);
    expect(endedEvents.map((e: { payload: { session: { status: string } } }) => e.payload.session.status)).toEqual(['ended']);

    const refused = await bea.post(`/api/chat/session/${id}/messages`).send({ message: 'Hello?' }).expect(409);
    expect(refused.body.message).toBe('This chat session has ended');
    await admin.post(`/api/admin/chat/session/${id}/message`).send({ message: 'Bye', isAdmin: true }).expect(409);
    await admin.post(`/api/chat/session/${id}/join`).expect(409);
    await bea
      .get('/api/chat/sessions/mine')
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    expect((await admin.get('/api/admin/chat/active-sessions').expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(id);
    // A new message opens a new session.
    const again = await bea.post('/api/chat/sessions').send({ message: 'Back again' }).expect(201);
    expect(again.body.session.id).not.toBe(id);
  });

  it('keeps a visitor out of another visitor’s session (403) and answers 404 for an unknown one', async () => {
    const cat = await t.shopper('cat@example.com');
    const dan = await t.shopper('dan@example.com');
    const { body } = await cat.post('/api/chat/sessions').send({ message: 'Private' }).expect(201);
    await dan.get(`/api/chat/session/${body.session.id}/messages`).expect(403);
    await dan.post(`/api/chat/session/${body.session.id}/messages`).send({ message: 'Hi' }).expect(403);
    await dan.get(`/api/chat/session/${UNKNOWN_ID}/messages`).expect(404);
    await t.client().get(`/api/chat/session/${body.session.id}/messages`).expect(401);
    await t.client().post('/api/chat/sessions').send({ message: 'Hi' }).expect(401);
  });

  it('refuses blank and over-long messages with 400', async () => {
    const eve = await t.shopper('eve@example.com');
    await eve.post('/api/chat/sessions').send({ message: '   ' }).expect(400);
    await eve.post('/api/chat/sessions').send({}).expect(400);
    await eve
      .post('/api/chat/sessions')
      .send({ message: 'x'.repeat(4001) })
      .expect(400);
    const { body } = await eve
      .post('/api/chat/sessions')
      .send({ message: 'x'.repeat(4000) })
      .expect(201);
    await eve.post(`/api/chat/session/${body.session.id}/messages`).send({ message: '' }).expect(400);
    await eve
      .post(`/api/chat/session/${body.session.id}/messages`)
      .send({ message: 'y'.repeat(4001) })
      .expect(400);
    await admin.post(`/api/admin/chat/session/${body.session.id}/message`).send({ message: ' ', isAdmin: true }).expect(400);
  });

  it('limits a visitor to 30 messages a minute (429)', async () => {
    const fay = await t.shopper('fay@example.com');
    const { body } = await fay.post('/api/chat/sessions').send({ message: 'Start' }).expect(201);
    for (let i = 0; i < 30; i++)
      await fay
        .post(`/api/chat/session/${body.session.id}/messages`)
        .send({ message: `m${i}` })
        .expect(201);
    const res = await fay.post(`/api/chat/session/${body.session.id}/messages`).send({ message: 'one too many' }).expect(429);
    expect(res.body.message).toMatch(/too quickly/);
  });

  it('takes images and voice notes by their content: 415 otherwise, 413 over 10 MB', async () => {
    const gil = await t.shopper('gil@example.com');
    const { body } = await gil.post('/api/chat/sessions').send({ message: 'Look' }).expect(201);
    const url = `/api/chat/session/${body.session.id}/media`;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const image = await gil.post(url).attach('file', png, 'swatch.png').expect(201);
    expect(image.body).toMatchObject({
      messageType: 'image',
      fileName: 'swatch.png',
      fileUrl: expect.stringMatching(/^\/uploads\/chat\/.+\.webp$/),
      isAdmin: false,
    });
    await t.client().get(image.body.fileUrl).expect(200);

    const ogg = readFileSync(path.join(__dirname, '../fixtures/voice-note.ogg'));
    const voice = await gil.post(url).field('fileDuration', '3.5').attach('file', ogg, 'note.ogg').expect(201);
    expect(voice.body).toMatchObject({
      messageType: 'voice',
      fileSize: ogg.length,
      fileDuration: 3.5,
      fileUrl: expect.stringMatching(/^\/uploads\/chat\/.+\.ogg$/),
    });

    await gil.post(url).attach('file', Buffer.from('just some text, not media'), 'note.ogg').expect(415);
    await gil
      .post(url)
      .attach('file', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(10 * 1024 * 1024)]), 'big.ogg')
      .expect(413);
    // An admin may send media too; another visitor may not.
    const fromAdmin = await admin.post(url).attach('file', png, 'reply.png').expect(201);
    expect(fromAdmin.body).toMatchObject({ messageType: 'image', isAdmin: true, senderName: 'Support Team' });
    const hal = await t.shopper('hal@example.com');
    await hal.post(url).attach('file', png, 'x.png').expect(403);
    // The admin can also post a stored file by its address.
    const byUrl = await admin
      .post(`/api/admin/chat/session/${body.session.id}/message`)
      .send({ messageType: 'voice', fileUrl: voice.body.fileUrl, fileName: 'note.ogg', fileSize: ogg.length, fileDuration: 3.5, isAdmin: true })
      .expect(201);
    expect(byUrl.body).toMatchObject({ messageType: 'voice', isAdmin: true, fileUrl: voice.body.fileUrl });
    // 'media' (docs/product/engagement.md §3) is told apart by the file: a voice note's .ogg, an image's .webp.
    const media = (fileUrl: string) =>
      admin.post(`/api/admin/chat/session/${body.session.id}/message`).send({ messageType: 'media', fileUrl, isAdmin: true }).expect(201);
    expect((await media(voice.body.fileUrl)).body.messageType).toBe('voice');
    expect((await media(image.body.fileUrl)).body.messageType).toBe('image');
    const types = (await gil.get(`/api/chat/session/${body.session.id}/messages`).expect(200)).body.map(
      (m: { messageType: string }) => m.messageType,
    );
    expect(types).toEqual(['text', 'image', 'voice', 'image', 'voice', 'voice', 'image']);
  });

  it('lets an admin write to a shopper first, reusing her open session; a bad e-mail is 400', async () => {
    const forced = await admin.post('/api/admin/chat/force-message/ivy@example.com').send({ message: 'Your order shipped' }).expect(201);
    expect(forced.body.session).toMatchObject({ userEmail: 'ivy@example.com', status: 'active' });
    expect(forced.body.message).toMatchObject({ isAdmin: true, message: 'Your order shipped' });
    expect(forced.body.created).toBe(true);
    const again = await admin.post('/api/admin/chat/force-message/IVY@example.com').send({ message: 'Tracking: 123' }).expect(201);
    expect(again.body.session.id).toBe(forced.body.session.id);
    expect(again.body.created).toBe(false);
    // Support opened it: its event says so (the admins get no new_chat_session for it).
    const [started] = await chatData().query(`SELECT payload FROM outbox WHERE name = 'chat.session-started' AND payload->>'sessionId' = $1`, [
      forced.body.session.id,
    ]);
    expect(started.payload).toMatchObject({ openedBy: 'support', session: { id: forced.body.session.id, status: 'active' } });
    // A conversation support opened belongs to her account: a verified session sees it (docs/rules.md §4).
    const ivy = await t.verifiedShopper('ivy@example.com');
    const mine = await ivy.get('/api/chat/sessions/mine').expect(200);
    expect(mine.body.id).toBe(forced.body.session.id);
    await admin.post('/api/admin/chat/force-message/not-an-email').send({ message: 'Hi' }).expect(400);
  });

  it('keeps the admin calls for admins: 401 without sign-in, 403 for shoppers', async () => {
    const jo = await t.shopper('jo@example.com');
    const { body } = await jo.post('/api/chat/sessions').send({ message: 'Hi' }).expect(201);
    const id = body.session.id;
    for (const [method, path] of [
      ['get', '/api/admin/chat/sessions'],
      ['get', '/api/admin/chat/active-sessions'],
      ['post', `/api/chat/session/${id}/join`],
      ['post', `/api/chat/session/${id}/end`],
      ['post', `/api/admin/chat/session/${id}/message`],
      ['post', '/api/admin/chat/force-message/jo@example.com'],
    ] as const) {
      await t.client()[method](path).send({ message: 'x', isAdmin: true }).expect(401);
      await jo[method](path).send({ message: 'x', isAdmin: true }).expect(403);
    }
  });
});
