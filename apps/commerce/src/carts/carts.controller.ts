import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { CartPatterns, QuoteCartDto, SaveCartDto } from '@shop/contracts';
import { CartPricerService } from '../pricing/cart-pricer.service';
import { CartsService } from './carts.service';

@Controller()
export class CartsController {
  constructor(
    private readonly carts: CartsService,
    private readonly pricer: CartPricerService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload() input: { email: string }) { return this.carts.get(input.email); }

  @MessagePattern(CartPatterns.save)
  save(@Payload() input: SaveCartDto) { return this.carts.save(input); }

  @MessagePattern(CartPatterns.quote)
  async quote(@Payload() input: QuoteCartDto & { sessionEmail?: string }) {
    const priced = await this.pricer.price(this.dataSource.manager, { ...input, email: input.sessionEmail });
    return priced.view;
  }
}
