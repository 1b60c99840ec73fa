import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CartPatterns, QuoteCartDto, SaveCartDto } from '@shop/contracts';
import { CartsService } from './carts.service';

@Controller()
export class CartsHandlers {
  constructor(private readonly carts: CartsService) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload() input: { email: string }) { return this.carts.get(input.email); }

  @MessagePattern(CartPatterns.save)
  save(@Payload() input: SaveCartDto) { return this.carts.save(input); }

  @MessagePattern(CartPatterns.quote)
  quote(@Payload() input: QuoteCartDto & { sessionEmail?: string }) { return this.carts.quote(input); }
}
