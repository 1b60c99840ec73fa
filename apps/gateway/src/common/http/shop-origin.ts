import type { FastifyRequest } from 'fastify';
import type { GatewayOptions } from '../../gateway.options';

/**
 * Where the shopper reaches the shop, for a payment provider's return and cancel addresses: PUBLIC_URL when set (behind
 * a proxy it is the only trustworthy answer), else the origin this request came to.
 */
export function shopOrigin(options: Pick<GatewayOptions, 'publicUrl'>, request: FastifyRequest): string {
  return (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
