import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import { CreditPatterns } from '@shop/contracts';
import { NatsBus } from '@shop/platform';
import {
  CLUSTER_SERVICES,
  ClusterEnv,
  clusterEnv,
  ClusterProcess,
  deleteStream,
  startClusterService,
  killProcess,
  startGateway,
} from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';
import { lastCodeMailedTo } from '../support/test-shop';

jest.setTimeout(180_000);

const HOUR = 3_600_000;
const SHOPPERS = 8;
const GRANT = 40;
const HTTP_SPENDS_EACH = 10;

/**
 * The credits-spend saga with its services killed mid-way (docs/rules.md §8): commerce debits and publishes through its
 * outbox, engagement adds the tickets or refuses, commerce refunds. Engagement (and then commerce) is killed with -9
 * while spends run and while debits wait for it; once both are back, every spend ends as its tickets or its refund,
 * never both, never twice: Σ spent − Σ refunded = credit tickets, and no balance is negative.
 */
describe('the credits-spend saga survives killed services', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let bus: NatsBus;
  let sql: Client;
  const services = new Map<string, ClusterProcess>();
  const gateways: ClusterProcess[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let port = 0;
  const gateway = () => request.agent(`http://localhost:${port}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-credits-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    for (const name of CLUSTER_SERVICES) services.set(name, await startClusterService(name, env));
    [port] = await freePorts(1);
    gateways.push(await startGateway(env, port));
    bus = await NatsBus.connect({ servers: env.NATS_URL, prefix: env.BUS_PREFIX, name: 'credits-saga-test' });
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await bus?.close();
    await Promise.all([...gateways, ...services.values()].map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  async function verifiedShopper(email: string): Promise<TestAgent> {
    const agent = gateway();
    await agent.post('/api/users').send({ email }).expect(200);
    await agent.post('/api/users/verification-code').send({}).expect(202);
    await agent
      .post('/api/users/verify')
      .send({ code: lastCodeMailedTo(path.join(dataDir, 'mail'), email) })
      .expect(200);
    return agent;
  }

  async function restart(name: string): Promise<void> {
    await killProcess(services.get(name)!);
    services.set(name, await startClusterService(name, env));
  }

  it('ends every spend as its tickets or its refund, once, after engagement and commerce are killed mid-way', async () => {
    const admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    const newGiveaway = async (title: string) =>
      (
        await admin
          .post('/api/giveaways')
          .send({
            title,
            question: 'Your favourite pigment?',
            startDate: new Date(Date.now() - HOUR).toISOString(),
            endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
          })
          .expect(201)
      ).body.id as string;
    const stayingOpen = await newGiveaway('Stays open');
    const closingWhileDown = await newGiveaway('Closes while engagement is down');

    const emails = Array.from({ length: SHOPPERS }, (_, i) => `saga-${i}@example.com`);
    const shoppers = await Promise.all(emails.map(verifiedShopper));
    for (const email of emails) await admin.post('/api/admin/credits/add').send({ userEmail: email, credits: GRANT }).expect(201);
    // Credits buy tickets only in a giveaway she has entered (docs/rules.md §8).
    for (const [i, shopper] of shoppers.entries()) {
      for (const giveawayId of [stayingOpen, closingWhileDown]) {
        await shopper.post(`/api/giveaways/${giveawayId}/enter`).send({ userEmail: emails[i], answer: 'Cobalt teal' }).expect(201);
      }
    }

    // 1. Spends through the gateway; engagement is killed while they run. A spend refused at the gateway's check (503)
    //    debited nothing; one that got through debited, and its event waits in JetStream for engagement.
    const statuses: number[] = [];
    const spending = Promise.all(
      shoppers.map(async (shopper, i) => {
        for (let n = 0; n < HTTP_SPENDS_EACH; n++) {
          const res = await shopper.post('/api/credits/spend').send({ userEmail: emails[i], credits: 1 + (n % 3), giveawayId: stayingOpen });
          statuses.push(res.status);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await killProcess(services.get('engagement')!);
    await spending;
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);

    // 2. With engagement down, commerce keeps debiting (the request goes straight to it, as one that passed the
    //    gateway's check just before the kill would), into both giveaways; then the second one closes.
    for (const email of emails) {
      for (const giveawayId of [stayingOpen, closingWhileDown]) {
        await bus.request(CreditPatterns.spend, { email, credits: 2, giveawayId });
      }
    }
    await sql.query(`UPDATE engagement.giveaways SET end_date = now() - interval '1 second' WHERE id = $1`, [closingWhileDown]);
    // Commerce is killed too, with the refusals it must act on still to come.
    await killProcess(services.get('commerce')!);

    // 3. Both come back; JetStream redelivers whatever each had not acknowledged.
    services.set('engagement', await startClusterService('engagement', env));
    services.set('commerce', await startClusterService('commerce', env));
    await restart('engagement'); // and once more, in the middle of catching up

    const outcome = async () =>
      (
        await sql.query(`
      WITH spends AS (
        SELECT source_id AS spend_id, email, -amount AS credits FROM commerce.credit_transactions WHERE source = 'giveaway'
      ), settled AS (
        SELECT s.*,
          (SELECT count(*)::int FROM engagement.giveaway_tickets t
            WHERE t.source = 'credit' AND t.source_id IN (SELECT md5(s.spend_id || ':' || n)::uuid FROM generate_series(1, s.credits) n)) AS tickets,
          (SELECT coalesce(sum(amount), 0)::int FROM commerce.credit_transactions r WHERE r.source = 'refund' AND r.source_id = s.spend_id) AS refunded
        FROM spends s
      )
      SELECT count(*)::int AS spends,
        count(*) FILTER (WHERE tickets = credits AND refunded = 0)::int AS ticketed,
        count(*) FILTER (WHERE tickets = 0 AND refunded = credits)::int AS refunded,
        coalesce(sum(credits), 0)::int AS spent,
        coalesce(sum(refunded), 0)::int AS refunded_credits
      FROM settled`)
      ).rows[0] as { spends: number; ticketed: number; refunded: number; spent: number; refunded_credits: number };

    const until = Date.now() + 60_000;
    let result = await outcome();
    while (result.ticketed + result.refunded < result.spends && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      result = await outcome();
    }
    expect(result.ticketed + result.refunded).toBe(result.spends);
    // Every debit made while engagement was down for the giveaway that closed meanwhile came back.
    expect(result.refunded).toBe(SHOPPERS);
    expect(result.spends).toBe(statuses.filter((s) => s === 201).length + 2 * SHOPPERS);

    const {
      rows: [tickets],
    } = await sql.query(`SELECT count(*)::int AS n FROM engagement.giveaway_tickets WHERE source = 'credit'`);
    expect(tickets.n).toBe(result.spent - result.refunded_credits);
    // Her entry's answer ticket stays; no credit ticket reached the giveaway that closed.
    const {
      rows: [closed],
    } = await sql.query(`SELECT count(*)::int AS n FROM engagement.giveaway_tickets WHERE giveaway_id = $1 AND source = 'credit'`, [
      closingWhileDown,
    ]);
    expect(closed.n).toBe(0);
    // Each balance is its ledger's sum, never below 0.
    const { rows: balances } = await sql.query(`
      SELECT b.email, b.credits, (SELECT sum(amount)::int FROM commerce.credit_transactions t WHERE t.email = b.email) AS ledger
      FROM commerce.credit_balances b`);
    expect(balances).toHaveLength(SHOPPERS);
    for (const balance of balances) {
      expect(balance.credits).toBe(balance.ledger);
      expect(balance.credits).toBeGreaterThanOrEqual(0);
    }
    // And a spend through the gateway works again once everything is back.
    await shoppers[0].post('/api/credits/spend').send({ userEmail: emails[0], credits: 1, giveawayId: stayingOpen }).expect(201);
  });
});
