import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByEmailRequest, OrderMineOneRequest, OrderMineRequest, OrderPatterns } from '@shop/contracts';
import { ShopperOrdersService } from './shopper-orders.service';

@Controller()
export class ShopperOrdersHandlers {
  constructor(private readonly shopperOrders: ShopperOrdersService) {}

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
}
