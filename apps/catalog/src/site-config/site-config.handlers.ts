import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByEmailRequest, SiteConfigGetRequest, SiteConfigPatterns, SiteConfigSetRequest } from '@shop/contracts';
import { SiteConfigService } from './site-config.service';

@Controller()
export class SiteConfigHandlers {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @MessagePattern(SiteConfigPatterns.get)
  get(@Payload() data: SiteConfigGetRequest): Promise<BusAnswer<typeof SiteConfigPatterns.get>> {
    return this.siteConfig.get(data.key);
  }

  @MessagePattern(SiteConfigPatterns.set)
  set(@Payload() data: SiteConfigSetRequest): Promise<BusAnswer<typeof SiteConfigPatterns.set>> {
    return this.siteConfig.set(data.key, data.value);
  }

  @MessagePattern(SiteConfigPatterns.parachuteEligibility)
  parachuteEligibility(@Payload() data: ByEmailRequest): Promise<BusAnswer<typeof SiteConfigPatterns.parachuteEligibility>> {
    return this.siteConfig.parachuteEligibility(data.email);
  }
}
