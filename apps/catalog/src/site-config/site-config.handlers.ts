import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ParachuteEligibility, SiteConfigEntry, SiteConfigPatterns } from '@shop/contracts';
import { SiteConfigService } from './site-config.service';

@Controller()
export class SiteConfigHandlers {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @MessagePattern(SiteConfigPatterns.get)
  get(@Payload() data: { key: string }): Promise<SiteConfigEntry> {
    return this.siteConfig.get(data.key);
  }

  @MessagePattern(SiteConfigPatterns.set)
  set(@Payload() data: { key: string; value: string | null }): Promise<SiteConfigEntry> {
    return this.siteConfig.set(data.key, data.value);
  }

  @MessagePattern(SiteConfigPatterns.parachuteEligibility)
  parachuteEligibility(@Payload() data: { email: string }): Promise<ParachuteEligibility> {
    return this.siteConfig.parachuteEligibility(data.email);
  }
}
