import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, type BusPayload, ByEmailRequest, OrderMineOneRequest, OrderMineRequest, OrderPatterns } from '@shop/contracts';
import { PendingOrdersService } from './pending-orders.service';
import { ShopperOrdersService } from './shopper-orders.service';

@Controller()
export class ShopperOrdersHandlers {
  constructor(
    private readonly shopperOrders: ShopperOrdersService,
    private readonly pending: PendingOrdersService,
  ) {}

  @MessagePattern(OrderPatterns.mine)
  mine(@Payload() input: OrderMineRequest): Promise<BusAnswer<typeof OrderPatterns.mine>> {
    return this.shopperOrders.mine(input.email, input);
  }

  @MessagePattern(OrderPatterns.mineOne)
  mineOne(@Payload() input: OrderMineOneRequest): Promise<BusAnswer<typeof OrderPatterns.mineOne>> {
    return this.shopperOrders.mineOne(input.email, input.id);
  }

  @MessagePattern(OrderPatterns.lastShippingAddress)
  lastShippingAddress(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof OrderPatterns.lastShippingAddress>> {
    return this.shopperOrders.lastShippingAddress(input.email);
  }

  @MessagePattern(OrderPatterns.payMine)
  payMine(@Payload() input: BusPayload<typeof OrderPatterns.payMine>): Promise<BusAnswer<typeof OrderPatterns.payMine>> {
    return this.pending.pay(input.email, input.id, input.returnBase);
  }

  @MessagePattern(OrderPatterns.cancelMine)
  cancelMine(@Payload() input: OrderMineOneRequest): Promise<BusAnswer<typeof OrderPatterns.cancelMine>> {
    return this.pending.cancel(input.email, input.id);
  }
}
