import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateDailyDealDto, DailyDealChange, DailyDealPatterns, DailyDealSale, DailyDealView, ProcessScheduledDealsAnswer,
  ScheduleDealFromProductDto, UpdateDailyDealDto, UpdateDailyDealRequest,
} from '@shop/contracts';
import { DealsService } from './deals.service';

@Controller()
export class DealsHandlers {
  constructor(private readonly deals: DealsService) {}

  @MessagePattern(DailyDealPatterns.listPublic)
  listPublic(): Promise<DailyDealView[]> {
    return this.deals.listPublic();
  }

  @MessagePattern(DailyDealPatterns.listAll)
  listAll(): Promise<DailyDealView[]> {
    return this.deals.listAll();
  }

  @MessagePattern(DailyDealPatterns.listScheduled)
  listScheduled(): Promise<DailyDealView[]> {
    return this.deals.listScheduled();
  }

  @MessagePattern(DailyDealPatterns.listSales)
  listSales(): Promise<DailyDealSale[]> {
    return this.deals.listSales();
  }

  @MessagePattern(DailyDealPatterns.create)
  create(@Payload() data: { fields: CreateDailyDealDto; images: string[] }): Promise<DailyDealView> {
    return this.deals.create(data.fields, data.images ?? []);
  }

  @MessagePattern(DailyDealPatterns.update)
  update(@Payload() data: UpdateDailyDealRequest<UpdateDailyDealDto>): Promise<DailyDealChange> {
    return this.deals.update(data.id, data.fields, data.images ?? []);
  }

  @MessagePattern(DailyDealPatterns.remove)
  remove(@Payload() data: { id: string }): Promise<DailyDealChange> {
    return this.deals.remove(data.id);
  }

  @MessagePattern(DailyDealPatterns.scheduleFromProduct)
  scheduleFromProduct(@Payload() data: ScheduleDealFromProductDto): Promise<DailyDealView> {
    return this.deals.scheduleFromProduct(data);
  }

  @MessagePattern(DailyDealPatterns.activate)
  activate(@Payload() data: { id: string }): Promise<DailyDealView> {
    return this.deals.activate(data.id);
  }

  @MessagePattern(DailyDealPatterns.processScheduled)
  processScheduled(): Promise<ProcessScheduledDealsAnswer> {
    return this.deals.processScheduled();
  }
}
