import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByIdRequest, VariantCreateRequest, VariantListRequest, VariantPatterns, VariantSetAvailableRequest } from '@shop/contracts';
import { VariantsService } from './variants.service';

@Controller()
export class VariantsHandlers {
  constructor(private readonly variants: VariantsService) {}

  @MessagePattern(VariantPatterns.list)
  list(@Payload() input: VariantListRequest): Promise<BusAnswer<typeof VariantPatterns.list>> {
    return this.variants.list(input.productId, !!input.includeSold);
  }

  @MessagePattern(VariantPatterns.create)
  create(@Payload() input: VariantCreateRequest): Promise<BusAnswer<typeof VariantPatterns.create>> {
    return this.variants.create(input.productId, input.fields, input.images);
  }

  @MessagePattern(VariantPatterns.setAvailable)
  setAvailable(@Payload() input: VariantSetAvailableRequest): Promise<BusAnswer<typeof VariantPatterns.setAvailable>> {
    return this.variants.setAvailable(input.id, input.isAvailable);
  }

  @MessagePattern(VariantPatterns.remove)
  remove(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof VariantPatterns.remove>> {
    return this.variants.remove(input.id);
  }
}
