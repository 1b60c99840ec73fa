import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ShareClearRedFlagRequest, SharePatterns } from '@shop/contracts';
import { RedFlagsService } from './red-flags.service';

@Controller()
export class RedFlagsHandlers {
  constructor(private readonly redFlags: RedFlagsService) {}

  @MessagePattern(SharePatterns.redFlags)
  list(): Promise<BusAnswer<typeof SharePatterns.redFlags>> {
    return this.redFlags.list();
  }

  @MessagePattern(SharePatterns.clearRedFlag)
  clear(@Payload() data: ShareClearRedFlagRequest): Promise<BusAnswer<typeof SharePatterns.clearRedFlag>> {
    return this.redFlags.clear(data.email, data.adminEmail);
  }
}
