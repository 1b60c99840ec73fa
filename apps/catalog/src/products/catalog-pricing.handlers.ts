import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, CatalogPricingPatterns, CatalogPricingPriceLinesRequest } from '@shop/contracts';
import { CatalogPricingService } from './catalog-pricing.service';

@Controller()
export class CatalogPricingHandlers {
  constructor(private readonly pricing: CatalogPricingService) {}

  @MessagePattern(CatalogPricingPatterns.priceLines)
  priceLines(@Payload() input: CatalogPricingPriceLinesRequest): Promise<BusAnswer<typeof CatalogPricingPatterns.priceLines>> {
    return this.pricing.priceLines(input.lines);
  }
}
