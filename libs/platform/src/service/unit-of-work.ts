import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxRelay } from '../outbox/outbox';

/**
 * Runs a handler's queries in one transaction, passed explicitly, and asks
 * the outbox relay to publish as soon as it has committed.
 */
export class UnitOfWork {
  constructor(
    readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.relay.kick();
    return result;
  }
}
