import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ChatSocketClient, connectChat } from '../support/chat-socket-client';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/** The chat socket across gateway instances: a visitor on A and an admin on B talk through the NATS fan-out. */
describe('live chat across gateway instances', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const processes: ClusterProcess[] = [];
  const clients: ChatSocketClient[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let ports: number[] = [];
  const urlA = () => `http://localhost:${ports[0]}`;
  const urlB = () => `http://localhost:${ports[1]}`;

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-chat-cluster-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    for (const name of CLUSTER_SERVICES) processes.push(await startClusterService(name, env));
    ports = await freePorts(2);
    for (const port of ports) processes.push(await startGateway(env, port));
  });

  afterAll(async () => {
    for (const c of clients) c.socket.disconnect();
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  const connect = async (url: string, cookie: string) => {
    const client = await connectChat(url, cookie);
    clients.push(client);
    return client;
  };

  it('carries availability, new sessions, messages both ways, typing, accept and end between instances', async () => {
    const annCookie = cookieOf(await request(urlA()).post('/api/users').send({ email: 'ann.cluster@example.com' }).expect(200));
    const adminCookie = cookieOf(
      await request(urlB()).post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200),
    );

    const ann = await connect(urlA(), annCookie);
    expect(ann.all('admin_availability_changed')[0]).toEqual({ data: { isAvailable: false } });
    const admin = await connect(urlB(), adminCookie);
    await ann.next('admin_availability_changed', (p) => p.data.isAvailable === true);

    const started = await request(urlA()).post('/api/chat/sessions').set('cookie', annCookie).send({ message: 'Hello from A' }).expect(201);
    const sessionId = started.body.session.id;
    expect((await admin.next('new_chat_session')).data.session).toMatchObject({ id: sessionId, status: 'waiting' });
    expect((await admin.next('new_message')).data.message).toBe('Hello from A');

    expect(await ann.ask('join_session', { sessionId, isAdmin: false })).toMatchObject({ ok: true });
    expect(await admin.ask('join_session', { sessionId, isAdmin: true })).toMatchObject({ ok: true });
    await request(urlB()).post(`/api/chat/session/${sessionId}/join`).set('cookie', adminCookie).expect(201);
    expect((await ann.next('admin_joined')).data.session).toMatchObject({ id: sessionId, status: 'active' });

    expect(await ann.ask('send_message', { sessionId, data: { message: 'Visitor on A', messageType: 'text', isAdmin: false } })).toMatchObject({
      ok: true,
    });
    expect(await admin.ask('send_message', { sessionId, data: { message: 'Admin on B', messageType: 'text', isAdmin: true } })).toMatchObject({
      ok: true,
    });
    await admin.next('new_message', (p) => p.data.message === 'Visitor on A');
    await ann.next('new_message', (p) => p.data.message === 'Admin on B');

    ann.socket.emit('typing', { sessionId, data: { senderEmail: 'ann.cluster@example.com', isTyping: true } });
    expect((await admin.next('typing')).data).toEqual({ senderEmail: 'ann.cluster@example.com', isTyping: true });

    await request(urlA()).post(`/api/chat/session/${sessionId}/end`).set('cookie', adminCookie).expect(201);
    expect((await ann.next('session_ended')).data.session.status).toBe('ended');

    const stored = await request(urlB()).get(`/api/chat/session/${sessionId}/messages`).set('cookie', annCookie).expect(200);
    expect(stored.body.map((m: { message: string }) => m.message)).toEqual(['Hello from A', 'Visitor on A', 'Admin on B']);

    admin.socket.disconnect();
    await ann.next('admin_availability_changed', (p) => p.data.isAvailable === false && ann.all('admin_availability_changed').length === 3);
  });
});
