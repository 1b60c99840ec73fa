import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminProductQueryDto,
  ApplySaleDto,
  type BusAnswer,
  ByIdRequest,
  ClearSaleDto,
  ProductCreateRequest,
  ProductGetRequest,
  ProductListWithPricingRequest,
  ProductPatterns,
  ProductQueryDto,
  ProductRemoveImageRequest,
  ProductReplaceImageRequest,
  ProductSetReviewsRequest,
  ProductStartTimerRequest,
  ProductUpdateRequest,
} from '@shop/contracts';
import { ProductsService } from './products.service';
import { ProductsWithSalesService } from './products-with-sales.service';

@Controller()
export class ProductsHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly withSales: ProductsWithSalesService,
  ) {}

  @MessagePattern(ProductPatterns.list)
  list(@Payload() query: ProductQueryDto): Promise<BusAnswer<typeof ProductPatterns.list>> {
    return this.products.list(query, true);
  }

  @MessagePattern(ProductPatterns.listWithSales)
  listWithSales(@Payload() query: ProductQueryDto): Promise<BusAnswer<typeof ProductPatterns.listWithSales>> {
    return this.withSales.list(query);
  }

  @MessagePattern(ProductPatterns.listWithPricing)
  listWithPricing(@Payload() input: ProductListWithPricingRequest): Promise<BusAnswer<typeof ProductPatterns.listWithPricing>> {
    return this.products.pricingRows(input.category);
  }

  @MessagePattern(ProductPatterns.adminList)
  adminList(@Payload() query: AdminProductQueryDto): Promise<BusAnswer<typeof ProductPatterns.adminList>> {
    return this.products.list(query, false);
  }

  @MessagePattern(ProductPatterns.adminCounts)
  adminCounts(): Promise<BusAnswer<typeof ProductPatterns.adminCounts>> {
    return this.products.categoryCounts();
  }

  @MessagePattern(ProductPatterns.get)
  get(@Payload() input: ProductGetRequest): Promise<BusAnswer<typeof ProductPatterns.get>> {
    return this.products.get(input.id, !input.includeInactive);
  }

  @MessagePattern(ProductPatterns.create)
  create(@Payload() input: ProductCreateRequest): Promise<BusAnswer<typeof ProductPatterns.create>> {
    return this.products.create(input.fields, input.images);
  }

  @MessagePattern(ProductPatterns.update)
  update(@Payload() input: ProductUpdateRequest): Promise<BusAnswer<typeof ProductPatterns.update>> {
    return this.products.update(input.id, input.fields, input.images);
  }

  @MessagePattern(ProductPatterns.setReviews)
  setReviews(@Payload() input: ProductSetReviewsRequest): Promise<BusAnswer<typeof ProductPatterns.setReviews>> {
    return this.products.setReviews(input.id, input.reviews);
  }

  @MessagePattern(ProductPatterns.remove)
  remove(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.remove>> {
    return this.products.remove(input.id);
  }

  @MessagePattern(ProductPatterns.toggleStatus)
  toggleStatus(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.toggleStatus>> {
    return this.products.toggleStatus(input.id);
  }

  @MessagePattern(ProductPatterns.reactivate)
  reactivate(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.reactivate>> {
    return this.products.setActive(input.id, true);
  }

  @MessagePattern(ProductPatterns.removeImage)
  removeImage(@Payload() input: ProductRemoveImageRequest): Promise<BusAnswer<typeof ProductPatterns.removeImage>> {
    return this.products.removeImage(input.id, input.imageUrl);
  }

  @MessagePattern(ProductPatterns.replaceImage)
  replaceImage(@Payload() input: ProductReplaceImageRequest): Promise<BusAnswer<typeof ProductPatterns.replaceImage>> {
    return this.products.replaceImage(input.id, input.oldUrl, input.newUrl);
  }

  @MessagePattern(ProductPatterns.applySale)
  applySale(@Payload() input: ApplySaleDto): Promise<BusAnswer<typeof ProductPatterns.applySale>> {
    return this.products.applySale(input.productIds, input.discountPercentage);
  }

  @MessagePattern(ProductPatterns.clearSale)
  clearSale(@Payload() input: ClearSaleDto): Promise<BusAnswer<typeof ProductPatterns.clearSale>> {
    return this.products.clearSale(input.productIds);
  }

  @MessagePattern(ProductPatterns.startTimer)
  startTimer(@Payload() input: ProductStartTimerRequest): Promise<BusAnswer<typeof ProductPatterns.startTimer>> {
    return this.products.startTimer(input.id, input.timer);
  }

  @MessagePattern(ProductPatterns.stopTimer)
  stopTimer(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.stopTimer>> {
    return this.products.stopTimer(input.id);
  }

  @MessagePattern(ProductPatterns.deactivateBadIndividualColors)
  deactivateBadIndividualColors(): Promise<BusAnswer<typeof ProductPatterns.deactivateBadIndividualColors>> {
    return this.products.deactivateIndividualColorsWithBadImages();
  }

  @MessagePattern(ProductPatterns.deactivateMissingImages)
  deactivateMissingImages(): Promise<BusAnswer<typeof ProductPatterns.deactivateMissingImages>> {
    return this.products.deactivateMissingImages();
  }

  @MessagePattern(ProductPatterns.listDeactivated)
  listDeactivated(): Promise<BusAnswer<typeof ProductPatterns.listDeactivated>> {
    return this.products.deactivated();
  }

  @MessagePattern(ProductPatterns.extenders)
  extenders(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.extenders>> {
    return this.products.extenders(input.id, true);
  }

  @MessagePattern(ProductPatterns.availableExtenders)
  availableExtenders(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof ProductPatterns.availableExtenders>> {
    return this.products.extenders(input.id, false);
  }
}
