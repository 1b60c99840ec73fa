import { Inject, Injectable } from '@nestjs/common';
import type { BusAnswer, BusArgs, BusPattern } from '@shop/contracts';
import { Bus, BUS, busRequest } from '@shop/platform';

/**
 * The gateway's one way to reach a service: request/reply with a timeout, errors mapped by HttpErrorFilter. Typed by
 * the bus map (libs/contracts/src/bus-requests.ts): the pattern decides the payload it takes and the answer it gives.
 */
@Injectable()
export class ServiceClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  send<P extends BusPattern>(pattern: P, ...args: BusArgs<P>): Promise<BusAnswer<P>> {
    return busRequest(this.bus, pattern, ...args);
  }
}
