import type { IncomingMessage } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { ServerOptions } from 'socket.io';

export const FOREIGN_ORIGIN = 'This chat only accepts connections from the shop\'s own pages';

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
 * Whether a socket handshake may go on (docs/rules.md §4 "The browser boundary", cross-site WebSocket hijacking): the browser
 * sends the session cookie with any page's handshake, so a page of another site must not get a socket.
 * - No Origin header: not a browser (scripts, the tests' client, monitoring) — allowed; cookies still decide who it is.
 * - An Origin: its host must be the host the request was sent to (Host, or X-Forwarded-Host when the
 *   proxy is trusted), and its scheme the request's scheme where the gateway can know it (TLS on the
 *   socket, or X-Forwarded-Proto when trusted). Behind a plain-HTTP proxy that terminates TLS the
 *   scheme is unknown, so only the host is compared.
 */
export function isSameOriginHandshake(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file: pages) or garbage
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

/** socket.io on the gateway's HTTP server, refusing handshakes from other sites' pages before any handler runs. */
export class SameOriginIoAdapter extends IoAdapter {
  constructor(app: INestApplicationContext, private readonly options: { trustProxy: boolean }) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    const ownCheck = options?.allowRequest;
    const allowRequest: ServerOptions['allowRequest'] = (request, callback) => {
      if (!isSameOriginHandshake(request, this.options.trustProxy)) return callback(FOREIGN_ORIGIN, false);
      if (ownCheck) return ownCheck(request, callback);
      callback(null, true);
    };
    return super.createIOServer(port, { ...options, allowRequest } as ServerOptions);
  }
}
