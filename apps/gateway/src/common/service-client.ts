import { Inject, Injectable } from '@nestjs/common';
import { Bus, BUS } from '@shop/platform';

/** The gateway's one way to reach a service: request/reply with a timeout, errors mapped by HttpErrorFilter. */
@Injectable()
export class ServiceClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  send<T>(pattern: string, data: unknown = {}, timeoutMs?: number): Promise<T> {
    return this.bus.request<T>(pattern, data, timeoutMs);
  }
}
