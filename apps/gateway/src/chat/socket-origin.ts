import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { ServerOptions } from 'socket.io';
import { isOwnOriginOrNone } from '../common/http/same-origin';

export const FOREIGN_ORIGIN = "This chat only accepts connections from the shop's own pages";

/**
 * socket.io on the gateway's HTTP server, refusing handshakes from other sites' pages before any handler runs
 * (docs/rules.md §4 "The browser boundary", cross-site WebSocket hijacking): the browser sends the session cookie with
 * any page's handshake. A handshake without Origin is no browser page's and goes on; its cookies still decide who it is.
 */
export class SameOriginIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly options: { trustProxy: boolean },
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    const ownCheck = options?.allowRequest;
    const allowRequest: ServerOptions['allowRequest'] = (request, callback) => {
      if (!isOwnOriginOrNone(request, this.options.trustProxy)) return callback(FOREIGN_ORIGIN, false);
      if (ownCheck) return ownCheck(request, callback);
      callback(null, true);
    };
    return super.createIOServer(port, { ...options, allowRequest } as ServerOptions);
  }
}
