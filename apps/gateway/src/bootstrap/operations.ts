import { createHash, timingSafeEqual } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Bus, httpDuration, httpRequests, metrics, REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '@shop/platform';
import { errorBody } from '../common/http/http-error';

const shuttingDown = new WeakSet<FastifyInstance>();

/**
 * What the gateway gives the people who run it (README "Operations"):
 * - every request gets an id — the caller's X-Request-Id when it is sensible, else a new one — answered in the
 *   X-Request-Id header and carried through the bus to the service that does the work, so their log lines match;
 * - per-route request counts and latency for Prometheus, at GET /metrics, for the scraper only: it answers only to
 *   `Authorization: Bearer <METRICS_TOKEN>` (401 without it or with another), and 404 when no token is set, since
 *   the gateway's port is the public one (route names, traffic and timings are for the operators);
 * - one access log line per request at info (error for a 5xx): its request id, method, route, status and duration (the
 *   route's pattern, never the path itself, which may hold an e-mail);
 * - GET /livez (the process answers) and GET /readyz (the bus is connected and the gateway is not shutting down).
 */
export function registerOperations(fastify: FastifyInstance, bus: Bus, logger: Logger, { metricsToken }: { metricsToken?: string } = {}): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
    void reply.header(REQUEST_ID_HEADER, requestId);
    withRequestId(requestId, done);
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpDuration.observe({ method: request.method, route }, ms / 1000);
    // A readiness answer of 503 is a state (draining, the bus away), not a failure to log as one.
    const level = reply.statusCode >= 500 && route !== '/readyz' ? 'error' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        { requestId: reply.getHeader(REQUEST_ID_HEADER), method: request.method, route, status: reply.statusCode, ms: Math.round(ms) },
        'request',
      );
    }
    done();
  });

  // While draining, every answer asks its client to reconnect (to another instance) rather than keep this connection.
  fastify.addHook('onSend', async (_request, reply) => {
    if (shuttingDown.has(fastify)) void reply.header('connection', 'close');
  });

  fastify.get('/livez', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_request, reply) => {
    const ready = !shuttingDown.has(fastify) && (bus.connected?.() ?? true);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
  });
  fastify.get('/metrics', async (request, reply) => {
    if (!metricsToken) return reply.status(404).send(errorBody(404, `No route for GET ${request.url.split('?')[0]}`, 'ROUTE_NOT_FOUND'));
    if (!bearerMatches(request, metricsToken)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody(401, 'The metrics need the scrape token: Authorization: Bearer <METRICS_TOKEN>'));
    }
    return reply.header('content-type', metrics.contentType).send(await metrics.metrics());
  });
}

/** Whether the request's `Authorization: Bearer …` is the token, compared in constant time (as digests: equal lengths). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  if (sent === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * A graceful stop: /readyz answers 503 at once (the load balancer stops sending) and every answer carries
 * `Connection: close`; after `graceMs` the server stops taking connections, closes the idle keep-alive ones (a client
 * holding one would otherwise keep the process waiting, then see it reset) and waits for the requests in hand.
 */
export async function shutDownGateway(app: NestFastifyApplication, graceMs: number): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  shuttingDown.add(fastify);
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  const closing = app.close();
  fastify.server.closeIdleConnections();
  await closing;
}
