import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApplyImportedStockRequest,
  ProductCsvEvents,
  StockImportedEvent,
  type BusAnswer,
  ByIdRequest,
  EventEnvelope,
  RestockRequest,
  SetProductStockRequest,
  StockEvents,
  StockBackEvent,
  StockLowEvent,
  type BusPayload,
  StockMovementsRequest,
  StockPatterns,
} from '@shop/contracts';
import { StockAlertsService } from './stock-alerts.service';
import { StockService } from './stock.service';

@Controller()
export class StockHandlers {
  constructor(
    private readonly stock: StockService,
    private readonly alerts: StockAlertsService,
  ) {}

  @MessagePattern(StockPatterns.ofProduct)
  ofProduct(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof StockPatterns.ofProduct>> {
    return this.stock.ofProduct(input.id);
  }

  @MessagePattern(StockPatterns.set)
  set(@Payload() input: SetProductStockRequest): Promise<BusAnswer<typeof StockPatterns.set>> {
    return this.stock.set(input);
  }

  @MessagePattern(StockPatterns.restock)
  restock(@Payload() input: RestockRequest): Promise<BusAnswer<typeof StockPatterns.restock>> {
    return this.stock.restock(input);
  }

  @MessagePattern(StockPatterns.movements)
  movements(@Payload() input: StockMovementsRequest): Promise<BusAnswer<typeof StockPatterns.movements>> {
    return this.stock.movements(input);
  }

  @MessagePattern(StockPatterns.available)
  available(): Promise<BusAnswer<typeof StockPatterns.available>> {
    return this.stock.available();
  }

  @MessagePattern(StockPatterns.low)
  low(): Promise<BusAnswer<typeof StockPatterns.low>> {
    return this.stock.low();
  }

  @EventPattern(StockEvents.low)
  onLow(@Payload() event: EventEnvelope<StockLowEvent>) {
    return this.alerts.onLow(event);
  }

  @MessagePattern(StockPatterns.notifyWhenBack)
  notifyWhenBack(@Payload() input: BusPayload<typeof StockPatterns.notifyWhenBack>): Promise<BusAnswer<typeof StockPatterns.notifyWhenBack>> {
    return this.stock.notifyWhenBack(input);
  }

  @MessagePattern(StockPatterns.applyImport)
  async applyImport(@Payload() envelope: ApplyImportedStockRequest): Promise<BusAnswer<typeof StockPatterns.applyImport>> {
    return { applied: await this.stock.applyImport(envelope) };
  }

  @EventPattern(ProductCsvEvents.stockImported)
  onImported(@Payload() event: EventEnvelope<StockImportedEvent>) {
    return this.stock.applyImport(event);
  }

  @EventPattern(StockEvents.back)
  onBack(@Payload() event: EventEnvelope<StockBackEvent>) {
    return this.alerts.onBack(event);
  }
}
