import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogEvents } from '@shop/contracts';
import { Bus, BUS, UnitOfWork } from '@shop/platform';

/** Runs a catalogue write in one transaction, then tells every reader's cache (every gateway instance) to drop what it holds. */
@Injectable()
export class CatalogWrites {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.unitOfWork.run(work);
    this.bus.broadcast(CatalogEvents.changed, {});
    return result;
  }
}
