import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByTokenRequest, OpenShopperSessionRequest, RegisterUserDto, ShopperSessionPatterns } from '@shop/contracts';
import { ShopperSessionsService } from './shopper-sessions.service';

@Controller()
export class ShopperSessionsHandlers {
  constructor(private readonly sessions: ShopperSessionsService) {}

  @MessagePattern(ShopperSessionPatterns.open)
  open(@Payload() input: OpenShopperSessionRequest<RegisterUserDto>): Promise<BusAnswer<typeof ShopperSessionPatterns.open>> {
    return this.sessions.open(input);
  }

  @MessagePattern(ShopperSessionPatterns.resolve)
  resolve(@Payload() input: ByTokenRequest): Promise<BusAnswer<typeof ShopperSessionPatterns.resolve>> {
    return this.sessions.resolve(input);
  }

  @MessagePattern(ShopperSessionPatterns.end)
  end(@Payload() input: ByTokenRequest): Promise<BusAnswer<typeof ShopperSessionPatterns.end>> {
    return this.sessions.end(input);
  }
}
