import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, sendErrorBody } from './http-error';
import { isFromAnotherOrigin } from './same-origin';

/**
 * Writes only from the shop's own pages, and only in the types the shop reads (docs/rules.md §4 "The browser
 * boundary"). A page of another site can make the browser send a form — urlencoded, multipart or text/plain, with the
 * shop's cookies — without asking anyone; it cannot send JSON without the shop's consent (CORS, which the gateway
 * never gives). So every write (POST, PUT, PATCH, DELETE):
 * - made by a page of another origin (its Origin, or Sec-Fetch-Site) is refused with 403, signed in or not — sign-in
 *   and sign-out included; a request with neither header is no browser page's (scripts, the payment provider) and goes on;
 * - with a body is JSON (`application/json`), or multipart form data on the routes that read a form; anything else 415.
 * Both are decided from the headers alone, before the body is read.
 */
export const CROSS_SITE_REFUSED = 'Cross-site requests are refused';
export const SEND_JSON = 'Send the request body as application/json';
export const SEND_JSON_OR_FORM = 'Send the request body as application/json or multipart/form-data';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BrowserWriteOptions {
  /** Believe X-Forwarded-Host / X-Forwarded-Proto when comparing the Origin (TRUST_PROXY). */
  trustProxy: boolean;
  /** Whether the route (`METHOD /pattern`, as Fastify knows it) reads a multipart form itself (the upload routes). */
  readsForm(method: string, url: string): boolean;
}

/** The media type of a Content-Type header (`application/json; charset=utf-8` → `application/json`), or undefined. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0].trim().toLowerCase() || undefined;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendErrorBody(reply, errorBody(status, message));
}

export function registerBrowserWriteGuard(fastify: FastifyInstance, options: BrowserWriteOptions): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    if (isFromAnotherOrigin(request.raw, options.trustProxy)) return refuse(reply, 403, CROSS_SITE_REFUSED);
    const type = mediaTypeOf(request.headers['content-type']);
    if (type === undefined && !hasBody(request)) return;
    if (type === 'application/json') return;
    const route = request.routeOptions.url;
    if (route === undefined) return; // no such route: its 404 says more
    const form = options.readsForm(request.method, route);
    if (form && type === 'multipart/form-data') return;
    return refuse(reply, 415, form ? SEND_JSON_OR_FORM : SEND_JSON);
  });
}
