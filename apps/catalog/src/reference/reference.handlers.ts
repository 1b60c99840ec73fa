import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ProductPatterns } from '@shop/contracts';
import { ReferenceService } from './reference.service';

@Controller()
export class ReferenceHandlers {
  constructor(private readonly reference: ReferenceService) {}

  @MessagePattern(ProductPatterns.categories)
  categories() { return this.reference.categories(); }

  @MessagePattern(ProductPatterns.paintCountOptions)
  paintCountOptions() { return this.reference.paintCountOptions(); }

  @MessagePattern(ProductPatterns.categoryHeaders)
  categoryHeaders() { return this.reference.categoryHeaders(); }
}
