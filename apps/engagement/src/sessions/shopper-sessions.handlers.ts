import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OpenShopperSessionRequest, ShopperSessionPatterns } from '@shop/contracts';
import { ShopperSessionsService } from './shopper-sessions.service';

@Controller()
export class ShopperSessionsHandlers {
  constructor(private readonly sessions: ShopperSessionsService) {}

  @MessagePattern(ShopperSessionPatterns.open)
  open(@Payload() input: OpenShopperSessionRequest) {
    return this.sessions.open(input);
  }

  @MessagePattern(ShopperSessionPatterns.resolve)
  resolve(@Payload() input: { token: string }) {
    return this.sessions.resolve(input);
  }

  @MessagePattern(ShopperSessionPatterns.end)
  end(@Payload() input: { token: string }) {
    return this.sessions.end(input);
  }
}
