import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { adminReportingService } from '@shop/admin-reporting';
import { catalogService } from '@shop/catalog';
import { chatService } from '@shop/chat';
import { commerceService } from '@shop/commerce';
import { AdminPatterns, EnsureFirstAdminResult } from '@shop/contracts';
import { engagementService } from '@shop/engagement';
import { createGatewayApp, fileStoreFor } from '@shop/gateway';
import type { Logger } from 'pino';
import { Bus, busRequest, createLogger, InProcessBus, RunningService, ServiceDefinition, ShopConfig, startService } from '@shop/platform';
import { seedDemoCatalogue } from './demo/seed-demo';

export { WEB_ROOT } from '@shop/gateway';

export const ALL_SERVICES: ServiceDefinition[] = [catalogService, commerceService, engagementService, chatService, adminReportingService];

export interface ShopOptions {
  config: ShopConfig;
  databaseUrl: string;
  sessionSecret: string;
  /** Defaults to one in-process bus shared by everything. */
  bus?: Bus;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  webRoot?: string;
  /** Fill a never-seeded, empty catalogue with the demo shop (the embedded mode's first start). */
  seedDemo?: boolean;
  /** One JSON logger for the whole process; by default one named 'shop'. */
  logger?: Logger;
}

export interface RunningShop {
  url: string;
  app: NestFastifyApplication;
  bus: Bus;
  services: RunningService[];
  firstAdmin: EnsureFirstAdminResult;
  /** How many demo products this start seeded (0 when the shop already had a catalogue). */
  demoProducts: number;
  close(): Promise<void>;
}

/**
 * Connections per service in the embedded shop. A scheduled job holds one for its advisory lock (it runs once across
 * instances) while its work takes another, and commerce has four such jobs (order expiry, deal scheduler, store-credit
 * expiry, payment reconciliation) that can fire in the same second: the pool must hold more than that, or they would
 * each hold one and wait for another forever.
 */
const EMBEDDED_POOL_SIZE = 6;

/** The embedded shape: the five services and the gateway in one process over one bus. */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const bus = options.bus ?? new InProcessBus();
  const logger = options.logger ?? createLogger('shop');
  const services = await Promise.all(
    ALL_SERVICES.map((definition) =>
      startService(definition, { bus, config: options.config, databaseUrl: options.databaseUrl, poolSize: EMBEDDED_POOL_SIZE, logger }),
    ),
  );
  const stopServices = async () => {
    for (const service of services) await service.stop();
    await bus.close();
  };
  let app: NestFastifyApplication | undefined;
  try {
    const fileStore = await fileStoreFor(options.config);
    app = await createGatewayApp({
      bus,
      fileStore,
      sessionSecret: options.sessionSecret,
      secureCookies: options.config.secureCookies,
      trustProxy: options.config.trustProxy,
      paymentWebhookSecret: options.config.paymentWebhookSecret,
      publicUrl: options.config.publicUrl,
      entryLimitPerAddressHour: options.config.entryLimitPerAddressHour,
      metricsToken: options.config.metricsToken,
      webRoot: options.webRoot,
      logger,
    });
    await app.listen(options.port ?? options.config.port, options.host ?? options.config.host);
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const firstAdmin = await busRequest(bus, AdminPatterns.ensureFirstAdmin);
    const demoProducts = options.seedDemo ? (await seedDemoCatalogue(bus, fileStore)).products : 0;
    const running = app;
    return {
      url: `http://localhost:${port}`,
      app: running,
      bus,
      services,
      firstAdmin,
      demoProducts,
      async close() {
        await running.close();
        await stopServices();
      },
    };
  } catch (err) {
    // Nothing half-started stays behind: a failed start leaves no pool or relay running.
    await app?.close().catch(() => undefined);
    await stopServices().catch(() => undefined);
    throw err;
  }
}
