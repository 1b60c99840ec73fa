import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { VariantFieldsDto, VariantPatterns } from '@shop/contracts';
import { VariantsService } from './variants.service';

@Controller()
export class VariantsHandlers {
  constructor(private readonly variants: VariantsService) {}

  @MessagePattern(VariantPatterns.list)
  list(@Payload() input: { productId: string; includeSold?: boolean }) { return this.variants.list(input.productId, !!input.includeSold); }

  @MessagePattern(VariantPatterns.create)
  create(@Payload() input: { productId: string; fields: VariantFieldsDto; images: string[] }) {
    return this.variants.create(input.productId, input.fields, input.images);
  }

  @MessagePattern(VariantPatterns.setAvailable)
  setAvailable(@Payload() input: { id: string; isAvailable: boolean }) { return this.variants.setAvailable(input.id, input.isAvailable); }

  @MessagePattern(VariantPatterns.remove)
  remove(@Payload() input: { id: string }) { return this.variants.remove(input.id); }
}
