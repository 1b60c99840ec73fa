import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogEvents } from '@shop/contracts';
import { Bus, BUS, UnitOfWork } from '@shop/platform';
import { CatalogPriceRows } from './products/catalog-price-rows';

/**
 * Runs a catalogue write in one transaction, then drops this instance's price
 * cache and tells every reader's cache (every catalog and gateway instance)
 * to drop what it holds.
 */
@Injectable()
export class CatalogWrites {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(BUS) private readonly bus: Bus,
    private readonly priceRows: CatalogPriceRows,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.unitOfWork.run(work);
    this.priceRows.drop();
    this.bus.broadcast(CatalogEvents.changed, {});
    return result;
  }
}
