import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { httpStatusOf } from '@shop/contracts';
import { queryRows } from '../database/query-rows';
import type { OutboxBacklogRow } from '../outbox/outbox-row';

/**
 * The process's Prometheus metrics (prom-client), served at GET /metrics: the gateway on its own port, each service
 * of the distributed mode on OPS_PORT. One registry per process; what a service contributes (its outbox, its pool, its
 * consumers) is registered when it starts and removed when it stops, so the embedded shop (five services in one
 * process) reports each under its own label.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests answered, by route and status.',
  labelNames: ['method', 'route', 'status'],
  registers: [metrics],
});
export const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route.',
  labelNames: ['method', 'route'],
  buckets: SECONDS,
  registers: [metrics],
});
const busDuration = new Histogram({
  name: 'shop_bus_request_duration_seconds',
  help: 'Time a bus request took to be answered, by subject and outcome.',
  labelNames: ['subject', 'outcome'],
  buckets: SECONDS,
  registers: [metrics],
});

/** Times one bus request: `ok`, a service's refusal (`refused`), or no answer (`unavailable`). */
export async function timeBusRequest<T>(subject: string, request: () => Promise<T>): Promise<T> {
  const end = busDuration.startTimer({ subject });
  try {
    const answer = await request();
    end({ outcome: 'ok' });
    return answer;
  } catch (err) {
    end({ outcome: httpStatusOf(String((err as { code?: unknown }).code)) === 503 ? 'unavailable' : 'refused' });
    throw err;
  }
}

/** What a running service reports about itself at each scrape. */
export interface ServiceGauges {
  service: string;
  dataSource: DataSource;
  /** Durable consumers and how many events each has not yet handled (the distributed bus only). */
  consumerLag?: () => Promise<{ consumer: string; pending: number }[]>;
}

const services = new Set<ServiceGauges>();

new Gauge({
  name: 'shop_outbox_backlog',
  help: 'Outbox events written but not yet published, by service.',
  labelNames: ['service'],
  registers: [metrics],
  async collect() {
    this.reset();
    await Promise.all(
      [...services].map(async ({ service, dataSource }) => {
        if (!dataSource.isInitialized) return;
        const [row] = await queryRows<OutboxBacklogRow>(dataSource, 'SELECT count(*)::int AS backlog FROM outbox WHERE published_at IS NULL').catch(
          (): OutboxBacklogRow[] => [{ backlog: NaN }],
        );
        this.set({ service }, row.backlog);
      }),
    );
  },
});

new Gauge({
  name: 'shop_consumer_lag',
  help: 'Events a durable consumer has not yet handled (JetStream pending + unacknowledged).',
  labelNames: ['consumer'],
  registers: [metrics],
  async collect() {
    this.reset();
    for (const { consumerLag } of services) {
      for (const { consumer, pending } of (await consumerLag?.().catch(() => [])) ?? []) this.set({ consumer }, pending);
    }
  },
});

/** pg's pool, as TypeORM's Postgres driver holds it. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

new Gauge({
  name: 'shop_db_pool_connections',
  help: 'PostgreSQL pool connections by service and state (in use, idle, callers waiting).',
  labelNames: ['service', 'state'],
  registers: [metrics],
  collect() {
    this.reset();
    for (const { service, dataSource } of services) {
      const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
      if (!pool) continue;
      this.set({ service, state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ service, state: 'idle' }, pool.idleCount);
      this.set({ service, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** Adds a service's gauges to the scrape; the returned function takes them off again. */
export function reportServiceGauges(gauges: ServiceGauges): () => void {
  services.add(gauges);
  return () => services.delete(gauges);
}
