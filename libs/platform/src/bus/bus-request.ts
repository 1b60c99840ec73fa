import type { BusAnswer, BusArgs, BusPattern } from '@shop/contracts';
import type { Bus } from './bus';

/**
 * A request to another service, typed by the bus map (BusRequests in libs/contracts): the pattern decides the payload it
 * takes and the answer it gives. Bus.request itself stays untyped for the transports and the health checks.
 */
export function busRequest<P extends BusPattern>(bus: Bus, pattern: P, ...[data, timeoutMs]: BusArgs<P>): Promise<BusAnswer<P>> {
  return bus.request<BusAnswer<P>>(pattern, data ?? {}, timeoutMs);
}
