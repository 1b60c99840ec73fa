import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AbandonedCartPatterns, AbandonedCartsQueryDto, type BusAnswer, SendCartOfferDto } from '@shop/contracts';
import { AbandonedCartListService } from './abandoned-cart-list.service';
import { CartOfferService } from './cart-offer.service';

@Controller()
export class AbandonedCartsHandlers {
  constructor(
    private readonly carts: AbandonedCartListService,
    private readonly offers: CartOfferService,
  ) {}

  @MessagePattern(AbandonedCartPatterns.list)
  list(@Payload() query: AbandonedCartsQueryDto): Promise<BusAnswer<typeof AbandonedCartPatterns.list>> {
    return this.carts.list(query.hours);
  }

  @MessagePattern(AbandonedCartPatterns.sendOffer)
  sendOffer(@Payload() input: SendCartOfferDto): Promise<BusAnswer<typeof AbandonedCartPatterns.sendOffer>> {
    return this.offers.sendOffer(input);
  }
}
