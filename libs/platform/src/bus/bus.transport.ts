import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import type { EventEnvelope } from '@shop/contracts';
import type { Bus } from './bus';

/**
 * Lets a Nest microservice's @MessagePattern and @EventPattern handlers run on
 * our Bus: request handlers join the service's queue group, event handlers get
 * one durable consumer each, named after the service.
 */
export class BusTransport extends Server implements CustomTransportStrategy {
  constructor(
    private readonly bus: Bus,
    private readonly service: string,
  ) {
    super();
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      for (const [pattern, handler] of this.messageHandlers) {
        if (handler.isEventHandler) {
          await this.bus.consume(pattern, `${this.service}:${pattern}`, (event) => this.invoke(handler, event).then(() => undefined));
        } else {
          await this.bus.handle(pattern, this.service, (data) => this.invoke(handler, data));
        }
      }
      callback();
    } catch (err) {
      callback(err);
    }
  }

  private async invoke(handler: MessageHandler, data: unknown | EventEnvelope): Promise<unknown> {
    const result = await handler(data);
    return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
  }

  async close(): Promise<void> {
    await this.bus.removeHandlers(this.service);
  }

  on(): never {
    throw new Error('BusTransport has no events to listen to.');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }
}
