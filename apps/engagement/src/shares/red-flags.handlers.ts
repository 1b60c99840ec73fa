import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RedFlagView, SharePatterns } from '@shop/contracts';
import { RedFlagsService } from './red-flags.service';

@Controller()
export class RedFlagsHandlers {
  constructor(private readonly redFlags: RedFlagsService) {}

  @MessagePattern(SharePatterns.redFlags)
  list(): Promise<RedFlagView[]> {
    return this.redFlags.list();
  }

  @MessagePattern(SharePatterns.clearRedFlag)
  clear(@Payload() data: { email: string; adminEmail: string }): Promise<{ email: string; cleared: true }> {
    return this.redFlags.clear(data.email, data.adminEmail);
  }
}
