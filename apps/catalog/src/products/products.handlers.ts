import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminProductQueryDto, ApplySaleDto, ClearSaleDto, ProductFieldsDto, ProductPatterns, ProductQueryDto, StartProductTimerDto,
} from '@shop/contracts';
import { ProductsService } from './products.service';
import { ProductsWithSalesService } from './products-with-sales.service';

type ById = { id: string };

@Controller()
export class ProductsHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly withSales: ProductsWithSalesService,
  ) {}

  @MessagePattern(ProductPatterns.list)
  list(@Payload() query: ProductQueryDto) { return this.products.list(query, true); }

  @MessagePattern(ProductPatterns.listWithSales)
  listWithSales(@Payload() query: ProductQueryDto) { return this.withSales.list(query); }

  @MessagePattern(ProductPatterns.listWithPricing)
  listWithPricing(@Payload() input: { category?: string }) { return this.products.pricingRows(input.category); }

  @MessagePattern(ProductPatterns.adminList)
  adminList(@Payload() query: AdminProductQueryDto) { return this.products.list(query, false); }

  @MessagePattern(ProductPatterns.adminCounts)
  adminCounts() { return this.products.categoryCounts(); }

  @MessagePattern(ProductPatterns.get)
  get(@Payload() input: ById & { includeInactive?: boolean }) { return this.products.get(input.id, !input.includeInactive); }

  @MessagePattern(ProductPatterns.create)
  create(@Payload() input: { fields: ProductFieldsDto; images: string[] }) { return this.products.create(input.fields, input.images); }

  @MessagePattern(ProductPatterns.update)
  update(@Payload() input: ById & { fields: ProductFieldsDto; images: string[] }) { return this.products.update(input.id, input.fields, input.images); }

  @MessagePattern(ProductPatterns.setReviews)
  setReviews(@Payload() input: ById & { reviews: string[] }) { return this.products.setReviews(input.id, input.reviews); }

  @MessagePattern(ProductPatterns.remove)
  remove(@Payload() input: ById) { return this.products.remove(input.id); }

  @MessagePattern(ProductPatterns.toggleStatus)
  toggleStatus(@Payload() input: ById) { return this.products.toggleStatus(input.id); }

  @MessagePattern(ProductPatterns.reactivate)
  reactivate(@Payload() input: ById) { return this.products.setActive(input.id, true); }

  @MessagePattern(ProductPatterns.removeImage)
  removeImage(@Payload() input: ById & { imageUrl: string }) { return this.products.removeImage(input.id, input.imageUrl); }

  @MessagePattern(ProductPatterns.replaceImage)
  replaceImage(@Payload() input: ById & { oldUrl: string; newUrl: string }) { return this.products.replaceImage(input.id, input.oldUrl, input.newUrl); }

  @MessagePattern(ProductPatterns.applySale)
  applySale(@Payload() input: ApplySaleDto) { return this.products.applySale(input.productIds, input.discountPercentage); }

  @MessagePattern(ProductPatterns.clearSale)
  clearSale(@Payload() input: ClearSaleDto) { return this.products.clearSale(input.productIds); }

  @MessagePattern(ProductPatterns.startTimer)
  startTimer(@Payload() input: ById & { timer: StartProductTimerDto }) { return this.products.startTimer(input.id, input.timer); }

  @MessagePattern(ProductPatterns.stopTimer)
  stopTimer(@Payload() input: ById) { return this.products.stopTimer(input.id); }

  @MessagePattern(ProductPatterns.deactivateBadIndividualColors)
  deactivateBadIndividualColors() { return this.products.deactivateIndividualColorsWithBadImages(); }

  @MessagePattern(ProductPatterns.deactivateMissingImages)
  deactivateMissingImages() { return this.products.deactivateMissingImages(); }

  @MessagePattern(ProductPatterns.listDeactivated)
  listDeactivated() { return this.products.deactivated(); }

  @MessagePattern(ProductPatterns.extenders)
  extenders(@Payload() input: ById) { return this.products.extenders(input.id, true); }

  @MessagePattern(ProductPatterns.availableExtenders)
  availableExtenders(@Payload() input: ById) { return this.products.extenders(input.id, false); }
}
