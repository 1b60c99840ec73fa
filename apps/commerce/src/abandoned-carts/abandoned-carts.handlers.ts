import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AbandonedCart, AbandonedCartPatterns, AbandonedCartsQueryDto, CartOfferResult, SendCartOfferDto } from '@shop/contracts';
import { AbandonedCartListService } from './abandoned-cart-list.service';
import { CartOfferService } from './cart-offer.service';

@Controller()
export class AbandonedCartsHandlers {
  constructor(
    private readonly carts: AbandonedCartListService,
    private readonly offers: CartOfferService,
  ) {}

  @MessagePattern(AbandonedCartPatterns.list)
  list(@Payload() query: AbandonedCartsQueryDto): Promise<AbandonedCart[]> { return this.carts.list(query.hours); }

  @MessagePattern(AbandonedCartPatterns.sendOffer)
  sendOffer(@Payload() input: SendCartOfferDto): Promise<CartOfferResult> { return this.offers.sendOffer(input); }
}
