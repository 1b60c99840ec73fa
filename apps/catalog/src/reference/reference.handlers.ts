import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { type BusAnswer, ProductPatterns } from '@shop/contracts';
import { ReferenceService } from './reference.service';

@Controller()
export class ReferenceHandlers {
  constructor(private readonly reference: ReferenceService) {}

  @MessagePattern(ProductPatterns.categories)
  categories(): Promise<BusAnswer<typeof ProductPatterns.categories>> {
    return this.reference.categories();
  }

  @MessagePattern(ProductPatterns.paintCountOptions)
  paintCountOptions(): BusAnswer<typeof ProductPatterns.paintCountOptions> {
    return this.reference.paintCountOptions();
  }

  @MessagePattern(ProductPatterns.categoryHeaders)
  categoryHeaders(): Promise<BusAnswer<typeof ProductPatterns.categoryHeaders>> {
    return this.reference.categoryHeaders();
  }
}
