import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByIdRequest, CreateSaleTimerDto, SaleTimerPatterns, SiteWideSalePatterns, UpdateSaleTimerRequest } from '@shop/contracts';
import { SaleTimersService } from './sale-timers.service';

@Controller()
export class SaleTimersHandlers {
  constructor(private readonly saleTimers: SaleTimersService) {}

  @MessagePattern(SaleTimerPatterns.list)
  list(): Promise<BusAnswer<typeof SaleTimerPatterns.list>> {
    return this.saleTimers.list();
  }

  @MessagePattern(SaleTimerPatterns.create)
  create(@Payload() data: CreateSaleTimerDto): Promise<BusAnswer<typeof SaleTimerPatterns.create>> {
    return this.saleTimers.create(data);
  }

  @MessagePattern(SaleTimerPatterns.update)
  update(@Payload() data: UpdateSaleTimerRequest): Promise<BusAnswer<typeof SaleTimerPatterns.update>> {
    return this.saleTimers.update(data.id, data.changes);
  }

  @MessagePattern(SaleTimerPatterns.delete)
  delete(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof SaleTimerPatterns.delete>> {
    return this.saleTimers.delete(data.id);
  }

  @MessagePattern(SaleTimerPatterns.listActive)
  listActive(): Promise<BusAnswer<typeof SaleTimerPatterns.listActive>> {
    return this.saleTimers.activeTimers();
  }

  @MessagePattern(SiteWideSalePatterns.getActive)
  siteWideSale(): Promise<BusAnswer<typeof SiteWideSalePatterns.getActive>> {
    return this.saleTimers.siteWideSale();
  }
}
