import { Logger } from '@nestjs/common';
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
  private readonly log: Logger;

  constructor(
    private readonly bus: Bus,
    private readonly service: string,
  ) {
    super();
    this.log = new Logger(`Bus:${service}`);
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      for (const [pattern, handler] of this.messageHandlers) {
        if (handler.isEventHandler) {
          await this.bus.consume(pattern, `${this.service}:${pattern}`, (event) => this.invoke(pattern, handler, event).then(() => undefined));
        } else {
          await this.bus.handle(pattern, this.service, (data) => this.invoke(pattern, handler, data));
        }
      }
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /**
   * One info line per message handled, with the request id of the work (through the logger), so one X-Request-Id can be
   * followed from the gateway's access line through every service it reached: the pattern, how long, and the outcome.
   */
  private async invoke(pattern: string, handler: MessageHandler, data: unknown | EventEnvelope): Promise<unknown> {
    const started = performance.now();
    let outcome = 'ok';
    try {
      const result = await handler(data);
      return await (isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result);
    } catch (err) {
      outcome = (err as { code?: string }).code ?? 'failed';
      throw err;
    } finally {
      this.log.log({ msg: 'handled', pattern, outcome, ms: Math.round(performance.now() - started) });
    }
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
