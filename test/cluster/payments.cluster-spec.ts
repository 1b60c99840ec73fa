import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import {
  CLUSTER_SERVICES,
  ClusterEnv,
  clusterEnv,
  ClusterProcess,
  deleteStream,
  killProcess,
  startClusterService,
  startGateway,
} from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { PayPalServer, startPayPalServer } from '../support/payment-servers/paypal-server';
import { StripeServer, startStripeServer } from '../support/payment-servers/stripe-server';
import { createTestDatabase } from '../support/test-database';
import { until } from '../support/until';

jest.setTimeout(240_000);

const STRIPE = { secretKey: 'sk_test_cluster', webhookSecret: 'whsec_cluster' };
const PAYPAL = { clientId: 'cluster-client', clientSecret: 'cluster-secret', webhookId: 'WH-CLUSTER' };

/**
 * Payments through the providers in the distributed mode (docs/rules.md §6): two commerce instances share the confirms
 * and notices of one payment and settle it once; a commerce killed with -9 between PayPal's capture and its own commit
 * leaves the money captured and nothing recorded, and reconciliation (PAYMENT_RECONCILE_AFTER_S=1, once a minute) ends
 * the order paid, once.
 */
describe('payments across two commerce instances', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let settings: ClusterEnv & Record<string, string>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let stripe: StripeServer;
  let paypal: PayPalServer;
  let sql: Client;
  const processes: ClusterProcess[] = [];
  let port = 0;
  let admin: TestAgent;
  let productId: string;
  const gateway = () => request.agent(`http://localhost:${port}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-payments-'));
    stripe = await startStripeServer(STRIPE);
    paypal = await startPayPalServer(PAYPAL);
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    settings = {
      ...env,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_BASE: paypal.url,
      PAYMENT_RECONCILE_AFTER_S: '1',
    };
    for (const name of CLUSTER_SERVICES) processes.push(await startClusterService(name, settings));
    processes.push(await startClusterService('commerce', settings));
    [port] = await freePorts(1);
    processes.push(await startGateway(settings, port));
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    productId = (
      await admin.post('/api/products').field('name', 'Cluster Paid Set').field('category', 'Watercolor Sets').field('price', '17').expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await sql?.end();
    await database?.drop();
    if (env) await deleteStream(env);
    await stripe?.close();
    await paypal?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  const checkout = async (email: string, paymentProvider: 'paypal' | 'stripe') => {
    const shopper = gateway();
    await shopper.post('/api/users').send({ email }).expect(200);
    const { body } = await shopper
      .post('/api/checkout')
      .send({ items: [{ id: productId, quantity: 1 }], city: 'Miami', state: 'FL', paymentProvider })
      .expect(201);
    return { shopper, orderId: body.orderId as string };
  };
  const orderRow = async (orderId: string) =>
    (await sql.query('SELECT status, payment_method FROM commerce.orders WHERE id = $1', [orderId])).rows[0] as {
      status: string;
      payment_method: string;
    };
  const paidEvents = async (orderId: string) =>
    (await sql.query("SELECT count(*)::int AS n FROM commerce.outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [orderId])).rows[0]
      .n as number;

  it('settles a Stripe payment once when ten confirms and ten notices reach both instances at once', async () => {
    const { shopper, orderId } = await checkout('cluster-stripe@example.com', 'stripe');
    const session = [...stripe.sessions.values()].map((s) => s.session).find((s) => s.client_reference_id === orderId)!;
    stripe.pay(session.id);
    const event = stripe.sessionCompletedEvent(session.id);
    const notice = await stripe.signedNotice(event);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => gateway().post('/api/payments/webhooks/stripe').set(notice.headers).send(notice.body)),
      ...Array.from({ length: 10 }, () => shopper.post('/api/payments/confirm').send({ orderId })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await orderRow(orderId)).toEqual({ status: 'paid', payment_method: 'stripe' });
    expect(await paidEvents(orderId)).toBe(1);
  });

  it('ends a PayPal payment paid, once, by reconciliation after commerce is killed between the capture and its commit', async () => {
    const { shopper, orderId } = await checkout('cluster-paypal@example.com', 'paypal');
    const remote = [...paypal.orders.values()].find((o) => o.customId === orderId)!;
    paypal.approve(remote.id);
    const commerces = processes.filter((p) => p.name === 'commerce');
    // The capture is made at PayPal; before its answer reaches commerce, every commerce instance dies.
    paypal.afterNextCapture(async () => {
      await Promise.all(commerces.map(killProcess));
    });
    const cut = await shopper.post('/api/payments/confirm').send({ orderId });
    expect(cut.status).toBe(503);
    expect(paypal.orders.get(remote.id)!.status).toBe('COMPLETED');
    expect((await orderRow(orderId)).status).toBe('pending');

    for (const dead of commerces) processes.splice(processes.indexOf(dead), 1, await startClusterService('commerce', settings));
    // Nobody confirms again and no notice comes: reconciliation (once a minute, on one instance) finds the payment.
    await until(async () => (await orderRow(orderId)).status === 'paid', 'reconciliation to pay the order', 150_000);
    expect(await paidEvents(orderId)).toBe(1);
    const captures = paypal.requests.filter((r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${remote.id}/capture`);
    expect(new Set(captures.map((c) => c.requestId))).toEqual(new Set([`capture-${remote.id}`]));
  });
});
