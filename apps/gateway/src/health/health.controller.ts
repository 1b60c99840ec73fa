import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { healthPattern, SERVICE_NAMES } from '@shop/contracts';
import { ServiceClient } from '../common/service-client';

const HEALTH_TIMEOUT_MS = 2_000;

@Controller('api/health')
export class HealthController {
  constructor(private readonly services: ServiceClient) {}

  /** Asks every service, in parallel, for a round trip to its database; 503 when any is down. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const checks = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const started = Date.now();
        try {
          await this.services.send(healthPattern(name), {}, HEALTH_TIMEOUT_MS);
          return [name, { status: 'up', latencyMs: Date.now() - started }] as const;
        } catch (err) {
          return [name, { status: 'down', error: (err as Error).message }] as const;
        }
      }),
    );
    const allUp = checks.every(([, check]) => check.status === 'up');
    reply.status(allUp ? 200 : 503);
    return { status: allUp ? 'ok' : 'degraded', gateway: 'up', services: Object.fromEntries(checks) };
  }
}
