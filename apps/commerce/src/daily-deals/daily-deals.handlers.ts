import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  DailyDealCreateRequest,
  DailyDealPatterns,
  ScheduleDealFromProductDto,
  UpdateDailyDealDto,
  UpdateDailyDealRequest,
} from '@shop/contracts';
import { DailyDealsService } from './daily-deals.service';

@Controller()
export class DailyDealsHandlers {
  constructor(private readonly deals: DailyDealsService) {}

  @MessagePattern(DailyDealPatterns.listPublic)
  listPublic(): Promise<BusAnswer<typeof DailyDealPatterns.listPublic>> {
    return this.deals.listPublic();
  }

  @MessagePattern(DailyDealPatterns.listAll)
  listAll(): Promise<BusAnswer<typeof DailyDealPatterns.listAll>> {
    return this.deals.listAll();
  }

  @MessagePattern(DailyDealPatterns.listScheduled)
  listScheduled(): Promise<BusAnswer<typeof DailyDealPatterns.listScheduled>> {
    return this.deals.listScheduled();
  }

  @MessagePattern(DailyDealPatterns.listSales)
  listSales(): Promise<BusAnswer<typeof DailyDealPatterns.listSales>> {
    return this.deals.listSales();
  }

  @MessagePattern(DailyDealPatterns.create)
  create(@Payload() data: DailyDealCreateRequest): Promise<BusAnswer<typeof DailyDealPatterns.create>> {
    return this.deals.create(data.fields, data.images ?? []);
  }

  @MessagePattern(DailyDealPatterns.update)
  update(@Payload() data: UpdateDailyDealRequest<UpdateDailyDealDto>): Promise<BusAnswer<typeof DailyDealPatterns.update>> {
    return this.deals.update(data.id, data.fields, data.images ?? []);
  }

  @MessagePattern(DailyDealPatterns.remove)
  remove(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof DailyDealPatterns.remove>> {
    return this.deals.remove(data.id);
  }

  @MessagePattern(DailyDealPatterns.scheduleFromProduct)
  scheduleFromProduct(@Payload() data: ScheduleDealFromProductDto): Promise<BusAnswer<typeof DailyDealPatterns.scheduleFromProduct>> {
    return this.deals.scheduleFromProduct(data);
  }

  @MessagePattern(DailyDealPatterns.activate)
  activate(@Payload() data: ByIdRequest): Promise<BusAnswer<typeof DailyDealPatterns.activate>> {
    return this.deals.activate(data.id);
  }

  @MessagePattern(DailyDealPatterns.processScheduled)
  processScheduled(): Promise<BusAnswer<typeof DailyDealPatterns.processScheduled>> {
    return this.deals.processScheduled();
  }
}
