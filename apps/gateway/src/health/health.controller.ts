import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { healthPattern, SERVICE_NAMES } from '@shop/contracts';
import { FileStoreUnavailableError } from '@shop/platform';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

const HEALTH_TIMEOUT_MS = 2_000;

type Check = { status: 'up'; latencyMs: number } | { status: 'down'; error: string };

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /**
   * Asks every service, in parallel, for a round trip to its database, and the
   * file store whether it can take a file (the uploads folder is writable, the
   * bucket answers); 503 when any is down.
   */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [services, fileStore] = await Promise.all([
      Promise.all(
        SERVICE_NAMES.map(async (name) => [name, await timed(() => this.services.send(healthPattern(name), {}, HEALTH_TIMEOUT_MS))] as const),
      ),
      timed(() => withTimeout(this.options.fileStore.health(), HEALTH_TIMEOUT_MS)),
    ]);
    const allUp = fileStore.status === 'up' && services.every(([, check]) => check.status === 'up');
    reply.status(allUp ? 200 : 503);
    return { status: allUp ? 'ok' : 'degraded', gateway: 'up', services: Object.fromEntries(services), fileStore };
  }
}

async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = Date.now();
  try {
    await check();
    return { status: 'up', latencyMs: Date.now() - started };
  } catch (err) {
    return { status: 'down', error: err instanceof FileStoreUnavailableError ? err.reason : (err as Error).message };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
