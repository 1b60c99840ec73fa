import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AbandonedCart, AbandonedCartPatterns, AbandonedCartsQueryDto, CartOfferResult, SendCartOfferDto } from '@shop/contracts';
import { AbandonedCartsService } from './abandoned-carts.service';

@Controller()
export class AbandonedCartsHandlers {
  constructor(private readonly abandonedCarts: AbandonedCartsService) {}

  @MessagePattern(AbandonedCartPatterns.list)
  list(@Payload() query: AbandonedCartsQueryDto): Promise<AbandonedCart[]> { return this.abandonedCarts.list(query.hours); }

  @MessagePattern(AbandonedCartPatterns.sendOffer)
  sendOffer(@Payload() input: SendCartOfferDto): Promise<CartOfferResult> { return this.abandonedCarts.sendOffer(input); }
}
