import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR } from '@shop/contracts';
import type { Bus, FileStore } from '@shop/platform';
import { createLogger, isSafeKey, PinoNestLogger } from '@shop/platform';
import { GatewayModule } from '../gateway.module';
import { registerCompression } from '../common/http/compression';
import { errorBody, sendErrorBody } from '../common/http/http-error';
import { HttpErrorFilter, SpaFallback } from '../common/http/http-error.filter';
import { registerSecurityHeaders } from '../common/http/security-headers';
import { registerInputGuard } from '../common/http/input-guard';
import { registerBrowserWriteGuard } from '../common/http/browser-writes';
import { sizeCheckedJsonParser } from '../common/http/json-size';
import { formRoutes, recordRoutes } from './route-list';
import { openApiDocument } from './openapi';
import { registerOperations } from './operations';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import { servedTypeOf } from '../uploads/served-type';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-kinds';
import { SameOriginIoAdapter } from '../chat/socket-origin';

export const JSON_BODY_LIMIT = 1024 * 1024;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GATEWAY_VERSION = (require('../../package.json') as { version: string }).version;

export interface GatewayAppOptions {
  bus: Bus;
  fileStore: FileStore;
  sessionSecret: string;
  secureCookies?: boolean;
  /** Believe X-Forwarded-For (only behind a proxy that sets it); otherwise rate limits use the socket's address. */
  trustProxy?: boolean;
  paymentWebhookSecret?: string;
  /** Where shoppers reach the shop (PUBLIC_URL); unset, each request's own origin names it. */
  publicUrl?: string;
  /** The built web app (apps/web/dist); served at the same origin when present. */
  webRoot?: string;
  /** The process's JSON logger (the embedded shop shares one); by default one named 'gateway'. */
  logger?: Logger;
  /** The bearer token GET /metrics answers to (METRICS_TOKEN); without one /metrics answers 404. */
  metricsToken?: string;
  /** Giveaway entries one client address may make in an hour (ENTRY_LIMIT_PER_ADDRESS_HOUR); by default the contracts' 10. */
  entryLimitPerAddressHour?: number;
}

export async function createGatewayApp(options: GatewayAppOptions): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger('gateway');
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: !!options.trustProxy,
    logger: false,
    // Fastify answers a URL it cannot decode (`/api/site-config/%`) before any route or filter: in the shop's error shape too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void sendErrorBody(reply, errorBody(400, error.message));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(options.bus, {
      secureCookies: !!options.secureCookies,
      fileStore: options.fileStore,
      paymentWebhookSecret: options.paymentWebhookSecret,
      publicUrl: options.publicUrl,
      entryLimitPerAddressHour: options.entryLimitPerAddressHour ?? GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR,
    }),
    adapter,
    // rawBody: the payment webhook's signature is over the exact bytes sent.
    { logger: new PinoNestLogger(logger), rawBody: true },
  );
  const fastify = app.getHttpAdapter().getInstance();
  recordRoutes(fastify);
  registerOperations(fastify, options.bus, logger, { metricsToken: options.metricsToken });
  // The gateway reads JSON and (below, @fastify/multipart) multipart forms, nothing else: not Fastify's text/plain
  // parser, and not the urlencoded one Nest would add, so a form another site posts is never read as input. JSON is
  // held to the input guard's size bounds before it is parsed.
  fastify.removeAllContentTypeParsers();
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, sizeCheckedJsonParser(fastify.getDefaultJsonParser('error', 'error')));

  await app.register(cookie, { secret: options.sessionSecret });
  await registerCompression(app);
  registerSecurityHeaders(fastify);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  await app.register(rateLimit, { global: false });
  let routesReadingForms: Set<string> | undefined;
  registerBrowserWriteGuard(fastify, {
    trustProxy: !!options.trustProxy,
    // Known once Nest has declared its routes, which is before the first request.
    readsForm: (method, url) => (routesReadingForms ??= formRoutes(app)).has(`${method} ${url}`),
  });
  registerInputGuard(fastify);

  fastify.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isSafeKey(key) ? await options.fileStore.get(key) : null;
    if (!file) return reply.status(404).send(errorBody(404, 'No such file'));
    const served = servedTypeOf(file.contentType);
    if (served.download) reply.header('content-disposition', 'attachment');
    return reply.header('content-type', served.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(file.body);
  });

  // The OpenAPI document, made once before the server takes requests: walking every route's contracts holds the event
  // loop for a good tenth of a second, which no request may do to the others.
  let apiDocument: object | undefined;
  fastify.addHook('onReady', async () => {
    apiDocument ??= openApiDocument(app, GATEWAY_VERSION);
  });
  const serveApiDocument = async () => (apiDocument ??= openApiDocument(app, GATEWAY_VERSION));
  fastify.get('/api/docs', serveApiDocument);
  fastify.get('/api/docs/openapi.json', serveApiDocument);

  let spaFallback: SpaFallback | undefined;
  if (options.webRoot && existsSync(path.join(options.webRoot, 'index.html'))) {
    // One route per built file; hashed assets are cached for a year. A browser that accepts brotli or gzip
    // gets the file's .br / .gz, made at build (apps/web/vite-plugins/precompress.ts).
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    spaFallback = serveIndexHtml(path.join(options.webRoot, 'index.html'));
  }

  // The chat socket (socket.io at /ws) on the same HTTP server.
  app.useWebSocketAdapter(new SameOriginIoAdapter(app, { trustProxy: !!options.trustProxy }));
  app.useGlobalPipes(new ContractValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(spaFallback));
  return app;
}

/** Browser routes (/products, /admin/orders…) get the web app on GET and HEAD; /api and /uploads keep their JSON 404. */
function serveIndexHtml(indexFile: string): SpaFallback {
  return (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/uploads/')
    )
      return false;
    // Read each time (a page load, not an API call), so a rebuilt web app is served without a restart.
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
    return true;
  };
}
