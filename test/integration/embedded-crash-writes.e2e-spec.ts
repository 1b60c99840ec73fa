import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { MAX_UNPAID_ORDERS_PER_SESSION } from '@shop/contracts';
import { freePorts } from '../support/free-ports';
import { postgresPidOf, requireBuiltShop, ShopProcess, startShopProcess, stopShopProcess, waitUntilStopped } from '../support/shop-process';
import { sleep, until } from '../support/until';

requireBuiltShop();

const HOUR = 3_600_000;
const ADMIN = { email: 'owner@crash.test', password: 'crash admin password' };
const WORKERS = 4;

/**
 * The embedded shop killed with -9 in the middle of a burst of checkouts (each holding a daily-deal unit), then
 * `npm start` again on the same data folder: nothing half-written. Every order a shopper was answered 201 for is
 * there, and the deal's soldCount is exactly the units the orders hold (the reservation and the order are one
 * transaction). Bounded: two starts of the shop and a few dozen requests, well under a minute.
 */
describe('the embedded shop killed during checkouts', () => {
  let dataDir: string;
  let shop: ShopProcess | undefined;

  afterAll(async () => {
    if (shop) await stopShopProcess(shop);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order answered 201, and counts each deal unit once, after kill -9 and a restart on the same folder', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-writes-'));
    const [port, pgPort] = await freePorts(2);
    const settings = {
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const url = `http://127.0.0.1:${port}`;
    shop = await startShopProcess(settings);

    const admin = request.agent(url);
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    const productId = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body.id as string;
    const dealId = (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Crash deal',
          originalPrice: 20,
          salePrice: 15,
          quantity: 500,
          maxPerShopper: 500,
          status: 'active',
          startDate: new Date(Date.now() - HOUR).toISOString(),
          endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
        })
        .expect(201)
    ).body.id as string;
    // A session may hold at most MAX_UNPAID_ORDERS_PER_SESSION unpaid orders: each worker moves on to its next
    // shopper (a session of her own) once one has that many.
    const signIn = async (email: string) => {
      const agent = request.agent(url);
      await agent.post('/api/users').send({ email }).expect(200);
      return agent;
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => ({ i, placed: 0, agent: undefined as TestAgent | undefined }));
    const sessionFor = async (worker: (typeof workers)[number]) => {
      if (!worker.agent || worker.placed % MAX_UNPAID_ORDERS_PER_SESSION === 0) {
        worker.agent = await signIn(`crash-buyer-${worker.i}-${worker.placed}@example.com`);
      }
      return worker.agent;
    };

    // A burst of checkouts; the shop is killed while some are under way.
    const created: string[] = [];
    let cutOff = 0;
    let inFlight = 0;
    let killed = false;
    const running = Promise.all(
      workers.map(async (worker) => {
        while (!killed) {
          inFlight++;
          try {
            // Inside the try: a sign-in the kill cuts off is cut off like a checkout.
            const shopper = await sessionFor(worker);
            const res = await shopper
              .post('/api/checkout')
              .timeout(10_000)
              .send({
                city: 'Miami',
                state: 'FL',
                items: [
                  { id: `${productId}-half`, quantity: 1 },
                  { id: `deal-${dealId}`, type: 'deal', quantity: 2 },
                ],
              });
            expect(res.status).toBe(201);
            created.push(res.body.orderId);
            worker.placed++;
          } catch (err) {
            if (!killed) throw err;
            cutOff++; // no answer: the kill cut it off
          } finally {
            inFlight--;
          }
          await sleep(100);
        }
      }),
    );
    await until(async () => created.length >= 6 && inFlight > 0, 'checkouts under way');
    const postgres = postgresPidOf(dataDir);
    killed = true;
    shop.child.kill('SIGKILL');
    await shop.exited;
    await running;
    expect(await waitUntilStopped(postgres, 15_000)).toBe(true);

    shop = await startShopProcess(settings);
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    const orders = (await admin.get('/api/admin/orders?limit=100').expect(200)).body as {
      id: string;
      status: string;
      items: { id: string; quantity: number }[];
    }[];
    const ids = orders.map((o) => o.id);
    expect(created.filter((id) => !ids.includes(id))).toEqual([]);
    // An order cut off by the kill is either wholly there or wholly absent.
    expect(orders.length).toBeLessThanOrEqual(created.length + cutOff);
    const held = orders
      .filter((o) => o.status === 'pending' || o.status === 'paid')
      .flatMap((o) => o.items)
      .filter((line) => line.id === `deal-${dealId}`)
      .reduce((n, line) => n + line.quantity, 0);
    const deal = ((await admin.get('/api/admin/daily-deals').expect(200)).body as { id: string; soldCount: number }[]).find((d) => d.id === dealId)!;
    expect(deal.soldCount).toBe(held);
    expect(held).toBe(2 * orders.length);
    // And the shop takes the next checkout.
    await (
      await signIn('crash-buyer-after@example.com')
    )
      .post('/api/checkout')
      .send({ city: 'Miami', state: 'FL', items: [{ id: `deal-${dealId}`, type: 'deal', quantity: 1 }] })
      .expect(201);
  }, 180_000);
});
