import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogLineRequest, CatalogPricingPatterns } from '@shop/contracts';
import { CatalogPricingService } from './catalog-pricing.service';

@Controller()
export class CatalogPricingHandlers {
  constructor(private readonly pricing: CatalogPricingService) {}

  @MessagePattern(CatalogPricingPatterns.priceLines)
  priceLines(@Payload() input: { lines: CatalogLineRequest[] }) { return this.pricing.priceLines(input.lines); }
}
