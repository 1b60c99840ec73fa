import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MyOrdersQueryDto, OrderPatterns } from '@shop/contracts';
import { ShopperOrdersService } from './shopper-orders.service';

@Controller()
export class ShopperOrdersHandlers {
  constructor(private readonly shopperOrders: ShopperOrdersService) {}

  @MessagePattern(OrderPatterns.mine)
  mine(@Payload() input: { email: string } & MyOrdersQueryDto) { return this.shopperOrders.mine(input.email, input); }

  @MessagePattern(OrderPatterns.mineOne)
  mineOne(@Payload() input: { email: string; id: string }) { return this.shopperOrders.mineOne(input.email, input.id); }

  @MessagePattern(OrderPatterns.lastShippingAddress)
  lastShippingAddress(@Payload() input: { email: string }) { return this.shopperOrders.lastShippingAddress(input.email); }
}
