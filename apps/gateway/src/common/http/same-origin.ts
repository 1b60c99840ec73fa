import type { IncomingMessage } from 'node:http';

/** The last value of a header a chain of proxies may have appended to ("a, b"), as Fastify reads it. */
function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || undefined;
}

/** host[:port], lower-cased, without the scheme's default port (the form an Origin's host takes). */
function normalHost(host: string, scheme: string | undefined): string {
  const lower = host.toLowerCase();
  if (scheme === 'http' && lower.endsWith(':80')) return lower.slice(0, -3);
  if (scheme === 'https' && lower.endsWith(':443')) return lower.slice(0, -4);
  return lower;
}

/**
 * Whether a request's `Origin` header is absent or names the gateway's own origin (docs/rules.md §4 "The browser
 * boundary"). A browser names the page that made the request; a request without the header is no page's (scripts,
 * monitoring, the tests' clients).
 * - The Origin's host must be the host the request was sent to (Host, or X-Forwarded-Host when the proxy is
 *   trusted), and its scheme the request's scheme where the gateway can know it (TLS on the socket, or
 *   X-Forwarded-Proto when trusted). Behind a plain-HTTP proxy that terminates TLS the scheme is unknown, so only the
 *   host is compared.
 * - "null" (sandboxed frames, file: pages), garbage and schemes other than http(s) are another origin.
 */
export function isOwnOriginOrNone(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false;
  }
  const sentScheme = sent.protocol.slice(0, -1);
  if (sentScheme !== 'http' && sentScheme !== 'https') return false;

  const forwardedHost = trustProxy ? lastEntry(request.headers['x-forwarded-host']) : undefined;
  const forwardedProto = trustProxy ? lastEntry(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const scheme = forwardedProto ?? ((request.socket as { encrypted?: boolean }).encrypted ? 'https' : undefined);
  const host = forwardedHost ?? request.headers.host;
  if (!host) return false;
  if (scheme !== undefined && scheme !== sentScheme) return false;
  return normalHost(host, sentScheme) === sent.host;
}

/**
 * Whether a browser says the request was made by a page of another origin: an `Origin` that is not the gateway's, or
 * `Sec-Fetch-Site: cross-site` / `same-site` (a page of another origin; `same-site` is a sibling host such as
 * another subdomain, which can still be someone else's). `same-origin` and `none` (the user's own navigation) are the
 * shop's own; a request with neither header is no browser page's.
 */
export function isFromAnotherOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  return !isOwnOriginOrNone(request, trustProxy);
}
