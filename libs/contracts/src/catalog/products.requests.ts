import type { ByIdRequest, NoPayload } from '../bus-payloads';
import {
  DemoPatterns,
  ProductPatterns,
  VariantPatterns,
  type CategoryCount,
  type CategoryHeaderView,
  type CategoryView,
  type DemoReferenceInput,
  type DemoStatus,
  type LearningSeedResult,
  type Page,
  type ProductPricingRow,
  type ProductView,
  type ProductWithSales,
  type VariantView,
} from './products';
import type {
  AdminProductQueryDto,
  ApplySaleDto,
  ClearSaleDto,
  ProductFieldsDto,
  ProductQueryDto,
  StartProductTimerDto,
  VariantFieldsDto,
} from './products.dto';

export interface VariantListRequest {
  productId: string;
  includeSold?: boolean;
}
export interface VariantCreateRequest {
  productId: string;
  fields: VariantFieldsDto;
  images: string[];
}
export interface VariantSetAvailableRequest {
  id: string;
  isAvailable: boolean;
}
export interface VariantRemoveAnswer {
  images: string[];
}
export interface ProductListWithPricingRequest {
  category?: string;
}
export type ProductGetRequest = ByIdRequest & { includeInactive?: boolean };
export interface ProductCreateRequest {
  fields: ProductFieldsDto;
  images: string[];
}
export type ProductUpdateRequest = ByIdRequest & { fields: ProductFieldsDto; images: string[] };
export type ProductSetReviewsRequest = ByIdRequest & { reviews: string[] };
export interface ProductRemoveAnswer {
  images: string[];
}
export type ProductRemoveImageRequest = ByIdRequest & { imageUrl: string };
export type ProductReplaceImageRequest = ByIdRequest & { oldUrl: string; newUrl: string };
export interface ProductApplySaleAnswer {
  updated: number;
  products: ProductView[];
}
export interface ProductClearSaleAnswer {
  updated: number;
}
export type ProductStartTimerRequest = ByIdRequest & { timer: StartProductTimerDto };
export interface ProductDeactivateBadIndividualColorsAnswer {
  message: string;
  count: number;
}
export interface ProductDeactivateMissingImagesAnswer {
  message: string;
  count: number;
}
export interface DeactivatedProductRow {
  id: string;
  name: string;
  category: string;
  subcategory: string | null;
  price: number;
  images: string[];
}
export interface DemoMarkSeededAnswer {
  seeded: true;
}

/** What each of VariantPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface VariantRequests {
  [VariantPatterns.list]: { payload: VariantListRequest; answer: VariantView[] };
  [VariantPatterns.create]: { payload: VariantCreateRequest; answer: VariantView };
  [VariantPatterns.setAvailable]: { payload: VariantSetAvailableRequest; answer: VariantView };
  [VariantPatterns.remove]: { payload: ByIdRequest; answer: VariantRemoveAnswer };
}

/** What each of ProductPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ProductRequests {
  [ProductPatterns.categories]: { payload: NoPayload; answer: CategoryView[] };
  [ProductPatterns.paintCountOptions]: { payload: NoPayload; answer: number[] };
  [ProductPatterns.categoryHeaders]: { payload: NoPayload; answer: CategoryHeaderView[] };
  [ProductPatterns.list]: { payload: ProductQueryDto; answer: Page<ProductView> };
  [ProductPatterns.listWithSales]: { payload: ProductQueryDto; answer: Page<ProductWithSales> };
  [ProductPatterns.listWithPricing]: { payload: ProductListWithPricingRequest; answer: ProductPricingRow[] };
  [ProductPatterns.adminList]: { payload: AdminProductQueryDto; answer: Page<ProductView> };
  [ProductPatterns.adminCounts]: { payload: NoPayload; answer: CategoryCount[] };
  [ProductPatterns.get]: { payload: ProductGetRequest; answer: ProductView };
  [ProductPatterns.create]: { payload: ProductCreateRequest; answer: ProductView };
  [ProductPatterns.update]: { payload: ProductUpdateRequest; answer: ProductView };
  [ProductPatterns.setReviews]: { payload: ProductSetReviewsRequest; answer: ProductView };
  [ProductPatterns.remove]: { payload: ByIdRequest; answer: ProductRemoveAnswer };
  [ProductPatterns.toggleStatus]: { payload: ByIdRequest; answer: ProductView };
  [ProductPatterns.reactivate]: { payload: ByIdRequest; answer: ProductView };
  [ProductPatterns.removeImage]: { payload: ProductRemoveImageRequest; answer: ProductView };
  [ProductPatterns.replaceImage]: { payload: ProductReplaceImageRequest; answer: ProductView };
  [ProductPatterns.applySale]: { payload: ApplySaleDto; answer: ProductApplySaleAnswer };
  [ProductPatterns.clearSale]: { payload: ClearSaleDto; answer: ProductClearSaleAnswer };
  [ProductPatterns.startTimer]: { payload: ProductStartTimerRequest; answer: ProductView };
  [ProductPatterns.stopTimer]: { payload: ByIdRequest; answer: ProductView };
  [ProductPatterns.deactivateBadIndividualColors]: { payload: NoPayload; answer: ProductDeactivateBadIndividualColorsAnswer };
  [ProductPatterns.deactivateMissingImages]: { payload: NoPayload; answer: ProductDeactivateMissingImagesAnswer };
  [ProductPatterns.listDeactivated]: { payload: NoPayload; answer: DeactivatedProductRow[] };
  [ProductPatterns.extenders]: { payload: ByIdRequest; answer: ProductView[] };
  [ProductPatterns.availableExtenders]: { payload: ByIdRequest; answer: ProductView[] };
}

/** What each of DemoPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface DemoRequests {
  [DemoPatterns.status]: { payload: NoPayload; answer: DemoStatus };
  [DemoPatterns.seedReference]: { payload: DemoReferenceInput; answer: LearningSeedResult };
  [DemoPatterns.markSeeded]: { payload: NoPayload; answer: DemoMarkSeededAnswer };
}
