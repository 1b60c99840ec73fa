import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CartPatterns, CartScope, QuoteCartDto, SaveCartDto } from '@shop/contracts';
import { CartsService } from './carts.service';

@Controller()
export class CartsHandlers {
  constructor(private readonly carts: CartsService) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload() input: { email: string } & CartScope) { return this.carts.get(input.email, input.scope); }

  @MessagePattern(CartPatterns.save)
  save(@Payload() input: SaveCartDto & CartScope) { return this.carts.save(input); }

  @MessagePattern(CartPatterns.quote)
  quote(@Payload() input: QuoteCartDto & { sessionEmail?: string; sessionVerified?: boolean }) { return this.carts.quote(input); }
}
