import type { EventEnvelope, ServiceName } from '@shop/contracts';
import { builtModule } from './built-shop';
import type { TestShop } from './test-shop';
import { until } from './until';

const { REBUILD_SALES_ROLLUPS } = builtModule<typeof import('../../apps/admin-reporting/src/sales/reported-orders.service')>(
  'apps/admin-reporting/src/sales/reported-orders.service',
);

/**
 * What admin-reporting's tests wait for and check, on one running shop: events handled by its consumers, a service's
 * events about an order as the bus delivers them, and the sales rollups as kept against those rebuilt from the orders.
 * `consumersOf(name)`: how many of admin-reporting's consumers handle an event of that name.
 */
export function reportingProbe(shop: () => TestShop, consumersOf: (name: string) => number) {
  const reporting = () => shop().db('admin-reporting');

  /** Waits until every admin-reporting consumer of these events has handled each of them once. */
  async function handled(events: EventEnvelope[]): Promise<void> {
    const expected = [...new Map(events.map((e) => [e.id, e])).values()].reduce((n, e) => n + consumersOf(e.name), 0);
    await until(
      async () => {
        const [row] = await reporting().query(
          `SELECT count(*)::int AS n FROM processed_events WHERE event_id = ANY($1::uuid[]) AND split_part(consumer, ':', 3) = ANY($2::text[])`,
          [events.map((e) => e.id), [...new Set(events.map((e) => e.name))]],
        );
        return row.n === expected;
      },
      `admin-reporting to handle ${events.map((e) => e.name).join(', ')}`,
    );
  }

  /** The outbox rows a service wrote for one event name about one order, as the bus delivers them. */
  async function outboxEvents(service: ServiceName, name: string, orderId: string): Promise<EventEnvelope[]> {
    const rows: { id: string; name: string; payload: unknown; occurred_at: Date }[] = await shop()
      .db(service)
      .query(`SELECT id, name, payload, occurred_at FROM outbox WHERE name = $1 AND payload->>'orderId' = $2 ORDER BY seq`, [name, orderId]);
    return rows.map((r) => ({ id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at).toISOString(), source: service }));
  }

  /** Waits for the service to write the event about the order and for admin-reporting to handle it. */
  async function consumed(service: ServiceName, name: string, orderId: string): Promise<EventEnvelope[]> {
    const events = await until(async () => {
      const found = await outboxEvents(service, name, orderId);
      return found.length > 0 && found;
    }, `${service} to write ${name} for ${orderId}`);
    await handled(events);
    return events;
  }

  /** Publishes events as their services would and waits until admin-reporting has handled them. */
  async function publish(...events: EventEnvelope[]): Promise<void> {
    await shop().shop.bus.publishEvents(events);
    await handled(events);
  }

  /** The sales rollups as kept one event at a time, and as rebuilt from the orders: they must agree. Answers them. */
  async function rollupsAgreeWithRebuild(): Promise<{ daily: unknown[]; products: unknown[]; totals: unknown[] }> {
    const read = async (runner: { query: (sql: string) => Promise<unknown[]> }) => ({
      daily: await runner.query(
        'SELECT day, kinds, revenue_cents, orders FROM sales_daily WHERE orders <> 0 OR revenue_cents <> 0 ORDER BY day, kinds',
      ),
      products: await runner.query(`SELECT day, sale_type, name, quantity, revenue_cents, orders FROM sales_product_daily
        WHERE orders <> 0 OR quantity <> 0 OR revenue_cents <> 0 ORDER BY 1, 2, 3`),
      totals: await runner.query(`SELECT sale_type, name, quantity, revenue_cents, orders FROM sales_product_totals
        WHERE orders <> 0 OR quantity <> 0 OR revenue_cents <> 0 ORDER BY 1, 2`),
    });
    const kept = await read(reporting());
    const runner = reporting().createQueryRunner();
    await runner.startTransaction();
    try {
      for (const statement of REBUILD_SALES_ROLLUPS) await runner.query(statement);
      expect(await read(runner)).toEqual(kept);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    return kept;
  }

  return { reporting, handled, outboxEvents, consumed, publish, rollupsAgreeWithRebuild };
}
