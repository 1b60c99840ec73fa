import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateSaleTimerDto, SaleTimer, SaleTimerDeleted, SaleTimerPatterns, SiteWideSale, SiteWideSalePatterns,
  UpdateSaleTimerRequest,
} from '@shop/contracts';
import { SaleTimersService } from './sale-timers.service';

@Controller()
export class SaleTimersHandlers {
  constructor(private readonly saleTimers: SaleTimersService) {}

  @MessagePattern(SaleTimerPatterns.list)
  list(): Promise<SaleTimer[]> {
    return this.saleTimers.list();
  }

  @MessagePattern(SaleTimerPatterns.create)
  create(@Payload() data: CreateSaleTimerDto): Promise<SaleTimer> {
    return this.saleTimers.create(data);
  }

  @MessagePattern(SaleTimerPatterns.update)
  update(@Payload() data: UpdateSaleTimerRequest): Promise<SaleTimer> {
    return this.saleTimers.update(data.id, data.changes);
  }

  @MessagePattern(SaleTimerPatterns.delete)
  delete(@Payload() data: { id: string }): Promise<SaleTimerDeleted> {
    return this.saleTimers.delete(data.id);
  }

  @MessagePattern(SaleTimerPatterns.listActive)
  listActive(): Promise<SaleTimer[]> {
    return this.saleTimers.activeTimers();
  }

  @MessagePattern(SiteWideSalePatterns.getActive)
  siteWideSale(): Promise<SiteWideSale | null> {
    return this.saleTimers.siteWideSale();
  }
}
