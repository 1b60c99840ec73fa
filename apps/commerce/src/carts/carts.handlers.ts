import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, CartGetRequest, CartPatterns, CartQuoteRequest, CartSaveRequest } from '@shop/contracts';
import { CartsService } from './carts.service';

@Controller()
export class CartsHandlers {
  constructor(private readonly carts: CartsService) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload() input: CartGetRequest): Promise<BusAnswer<typeof CartPatterns.get>> {
    return this.carts.get(input.email, input.scope);
  }

  @MessagePattern(CartPatterns.save)
  save(@Payload() input: CartSaveRequest): Promise<BusAnswer<typeof CartPatterns.save>> {
    return this.carts.save(input);
  }

  @MessagePattern(CartPatterns.quote)
  quote(@Payload() input: CartQuoteRequest): Promise<BusAnswer<typeof CartPatterns.quote>> {
    return this.carts.quote(input);
  }
}
