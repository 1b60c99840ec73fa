import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';

/**
 * The shop's policy: its own origin only, plus inline styles and data/blob images and media. The chat
 * socket is same-origin too: CSP Level 3's 'self' also matches ws:/wss: to the page's own host, so no
 * scheme-wide ws:/wss: source lets a script talk to any socket server (docs/rules.md §4 "The browser boundary").
 */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/** The headers helmet sets for these options, worked out once: they are the same for every answer. */
export function helmetHeaders(options: HelmetOptions = SECURITY_HEADER_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * helmet's security headers on every answer. @fastify/helmet rebuilds helmet's
 * middleware chain for each request (an eighth of a cart quote's time); the
 * headers never vary here (no CSP nonces), so they are computed at start.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options?: HelmetOptions): void {
  const headers = helmetHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
