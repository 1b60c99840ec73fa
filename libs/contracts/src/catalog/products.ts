import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength,
} from 'class-validator';
import { ToInt, Trim } from '../validation';
import { Rule } from '../field-rules';

export const ProductPatterns = {
  list: 'catalog.product.list',
  listWithSales: 'catalog.product.list-with-sales',
  listWithPricing: 'catalog.product.list-with-pricing',
  adminList: 'catalog.product.admin-list',
  adminCounts: 'catalog.product.admin-counts',
  get: 'catalog.product.get',
  create: 'catalog.product.create',
  update: 'catalog.product.update',
  setReviews: 'catalog.product.set-reviews',
  remove: 'catalog.product.remove',
  toggleStatus: 'catalog.product.toggle-status',
  removeImage: 'catalog.product.remove-image',
  replaceImage: 'catalog.product.replace-image',
  applySale: 'catalog.product.apply-sale',
  clearSale: 'catalog.product.clear-sale',
  startTimer: 'catalog.product.start-timer',
  stopTimer: 'catalog.product.stop-timer',
  deactivateBadIndividualColors: 'catalog.product.deactivate-bad-individual-colors',
  deactivateMissingImages: 'catalog.product.deactivate-missing-images',
  listDeactivated: 'catalog.product.list-deactivated',
  reactivate: 'catalog.product.reactivate',
  extenders: 'catalog.product.extenders',
  availableExtenders: 'catalog.product.available-extenders',
  categories: 'catalog.reference.categories',
  paintCountOptions: 'catalog.reference.paint-count-options',
  categoryHeaders: 'catalog.reference.category-headers',
} as const;

export const VariantPatterns = {
  list: 'catalog.variant.list',
  create: 'catalog.variant.create',
  setAvailable: 'catalog.variant.set-available',
  remove: 'catalog.variant.remove',
} as const;

export const CatalogEvents = {
  /** Broadcast after every catalogue write: caches of product reads drop everything. */
  changed: 'catalog.changed',
} as const;

/** The categories shoppers filter by (engagement.md §2). */
export const SHOP_CATEGORIES = [
  'Brushes', 'Watercolor Sets', 'Individual Colors', 'Soft Pastels', 'Sidewalk Sale', 'Vault Clearance', 'Extenders',
] as const;
/** The categories the admin add-product form offers (admin.md §9). */
export const PRODUCT_FORM_CATEGORIES = [
  'Brushes', 'Watercolor Sets', 'Watercolors', 'Individual Colors', 'Soft Pastels', 'Handmade', 'Sidewalk Sale', 'Other',
] as const;
export const ALL_PRODUCT_CATEGORIES = [...new Set([...SHOP_CATEGORIES, ...PRODUCT_FORM_CATEGORIES, 'Uncategorized'])];
export const SET_SIZES = [6, 8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 36, 48] as const;
export const PALETTE_BUILDERS = 'Palette Builders';
export const INDIVIDUAL_COLOR_SUBCATEGORIES = [
  'Yellows', 'Oranges', 'Reds', 'Pinks', 'Magentas', 'Purples', 'Violets', 'Blues', 'Turquoises', 'Greens',
  'Yellow Greens', 'Earth Tones', 'Browns', 'Blacks', 'Whites', 'Grays', 'Metallics', 'Shimmers', 'Granulating',
] as const;
export const SALE_TIMER_DURATIONS_HOURS = [24, 48, 168, 720] as const;
/** admin.md §9: 168 hours (1 week) is the default product timer. */
export const DEFAULT_PRODUCT_TIMER_HOURS = 168;
export const DEFAULT_SALE_TIMER_MESSAGE = 'Limited Time Sale!';
export const MAX_PRODUCT_IMAGES = 3;
/** A product with no shipping value ships for 9.00 (decisions.md §3). */
export const DEFAULT_PRODUCT_SHIPPING = 9;

export const PRODUCT_SORTS = ['name', 'category', 'price', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** A product as every caller sees it; money in dollars (decisions.md §1). */
export interface ProductView {
  id: string;
  name: string;
  description: string | null;
  category: string;
  subcategory: string | null;
  subcategories: string[];
  /** The half-pan (list) price. */
  price: number;
  salePrice: number | null;
  discountPercentage: number | null;
  halfPanPrice: number | null;
  fullPanPrice: number | null;
  /** The half pan's sale price (the sale price replaces the half-pan list price, decisions.md §2), or null. */
  halfPanSalePrice: number | null;
  /** Full pans take no sale price: always null (engagement.md §3 lists the field). */
  fullPanSalePrice: null;
  grandePrice: number | null;
  retailPriceHalfpan: number | null;
  /** Struck-through full-pan price: stored, else 2 × price − 0.50. */
  retailPriceFullpan: number;
  /** Struck-through grande price: stored, else (2 × price − 0.50) × 2 − 1. */
  retailPriceGrande: number;
  shipping: number;
  images: string[];
  paintCount: number | null;
  hasVariants: boolean;
  hasExtenders: boolean;
  reviews: string[];
  isActive: boolean;
  createdAt: string;
  saleTimerEnabled: boolean;
  saleTimerEndDate: string | null;
  saleTimerDuration: number | null;
  saleTimerMessage: string;
  /** Extender products only. */
  colorCount: number | null;
  colors: string[];
}

export interface EffectivePrice {
  /** The list price before discounts (the sale price when one is set). */
  original: number;
  price: number;
  discountPercentage: number;
  source: 'site-wide' | 'sale-timer' | 'product-timer' | null;
  label: string | null;
}

/** GET /api/products/with-sales: each product with what it costs right now, per pan size. */
export interface ProductWithSales extends ProductView {
  effectivePrices: { half: EffectivePrice; full: EffectivePrice; grande: EffectivePrice };
}

export interface ProductPricingRow {
  id: string;
  name: string;
  category: string;
  isActive: boolean;
  price: number;
  salePrice: number | null;
  discountPercentage: number | null;
  retailPriceFullpan: number;
  retailPriceGrande: number;
}

export interface CategoryView {
  name: string;
  subcategories: string[];
}

export interface CategoryHeaderView {
  category: string;
  headerImage: string | null;
  title: string;
  description: string;
  isActive: boolean;
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** A page of a list: the gateway answers the items and puts the total in X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET /api/products (shoppers: active products only). */
export class ProductQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(100)
  category?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(100)
  subcategory?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  search?: string;

  @IsOptional() @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: (typeof PRODUCT_SORTS)[number];

  @IsOptional() @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: (typeof SORT_ORDERS)[number];

  @IsOptional() @ToInt() @IsInt() @Min(1) @Max(500)
  limit?: number;

  @IsOptional() @ToInt() @IsInt() @Min(0)
  offset?: number;
}

/** GET /api/admin/products: every product, active or not, paged like the admin list (sizes 5/10/25/50). */
export class AdminProductQueryDto extends ProductQueryDto {
  @IsOptional() @ToInt() @IsInt() @Min(1)
  page?: number;

  @IsOptional() @ToInt() @IsIn([5, 10, 25, 50], { message: 'pageSize must be 5, 10, 25 or 50' })
  pageSize?: number;
}

/** The fields of the add/edit product forms, after the gateway has parsed the multipart text fields. */
export class ProductFieldsDto {
  @IsOptional() @Trim() @IsString() @MinLength(1, { message: 'name must not be empty' }) @MaxLength(200)
  name?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(100)
  category?: string;

  @IsOptional() @IsString() @MaxLength(10_000)
  description?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(100)
  subcategory?: string;

  @IsOptional() @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(100, { each: true })
  subcategories?: string[];

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }, { message: 'price must be a number with at most 2 decimals' }) @Min(0) @Max(100_000)
  price?: number;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }, { message: 'salePrice must be a number with at most 2 decimals' }) @Min(0) @Max(100_000)
  salePrice?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  halfPanPrice?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  fullPanPrice?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  grandePrice?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  retailPriceHalfpan?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  retailPriceFullpan?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  retailPriceGrande?: number | null;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }, { message: 'shipping must be a number with at most 2 decimals' }) @Min(0) @Max(1_000)
  shipping?: number | null;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500)
  paintCount?: number | null;

  @IsOptional() @IsBoolean()
  hasVariants?: boolean;

  @IsOptional() @IsBoolean()
  hasExtenders?: boolean;

  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(500)
  colorCount?: number | null;

  @IsOptional() @IsArray() @ArrayMaxSize(500) @IsString({ each: true }) @MaxLength(100, { each: true })
  colors?: string[];

  @IsOptional() @IsBoolean()
  isActive?: boolean;

  // The product's own sale timer, as admin.md §3 names its fields (also started and stopped by POST …/sale-timer/*):
  // enabled with a duration (hours) or an end date starts it, false stops it.

  @IsOptional() @IsBoolean({ message: 'saleTimerEnabled must be true or false' })
  saleTimerEnabled?: boolean;

  @IsOptional() @IsIn(SALE_TIMER_DURATIONS_HOURS, { message: `saleTimerDuration must be one of: ${SALE_TIMER_DURATIONS_HOURS.join(', ')} (hours)` })
  saleTimerDuration?: number;

  @IsOptional() @IsISO8601({ strict: true }, { message: 'saleTimerEndDate must be an ISO 8601 date and time' })
  saleTimerEndDate?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  saleTimerMessage?: string;
}

/** PATCH /api/products/{id}: reviews are texts, or objects with a comment (admin.md §3), kept as their text. */
export class ProductReviewsDto {
  @Transform(({ value }) => (Array.isArray(value) ? value.map(reviewText) : value))
  @IsArray() @ArrayMaxSize(500) @IsString({ each: true, message: 'reviews must be texts, or objects with a comment' })
  @MaxLength(2_000, { each: true })
  reviews: string[];
}

function reviewText(review: unknown): unknown {
  const comment = review !== null && typeof review === 'object' ? (review as { comment?: unknown }).comment : undefined;
  return typeof comment === 'string' ? comment : review;
}

export class ImageUrlDto {
  @IsString() @MaxLength(500)
  imageUrl: string;
}

export class ApplySaleDto {
  @IsArray() @ArrayMaxSize(5_000) @IsUUID('all', { each: true, message: 'productIds must be product ids' })
  productIds: string[];

  @IsInt({ message: 'discountPercentage must be a whole number from 1 to 50' })
  @Min(1, { message: 'discountPercentage must be a whole number from 1 to 50' })
  @Max(50, { message: 'discountPercentage must be a whole number from 1 to 50' })
  discountPercentage: number;
}

export class ClearSaleDto {
  @IsArray() @ArrayMaxSize(5_000) @IsUUID('all', { each: true, message: 'productIds must be product ids' })
  productIds: string[];
}

export class StartProductTimerDto {
  @IsIn(SALE_TIMER_DURATIONS_HOURS, { message: `durationHours must be one of: ${SALE_TIMER_DURATIONS_HOURS.join(', ')}` })
  durationHours: number;

  @IsInt() @Min(1, { message: 'discountPercentage must be a whole number from 1 to 90' }) @Max(90, { message: 'discountPercentage must be a whole number from 1 to 90' })
  discountPercentage: number;

  @IsOptional() @Trim() @IsString() @MaxLength(200)
  message?: string;
}

export interface VariantView {
  id: string;
  productId: string;
  name: string;
  description: string | null;
  price: number | null;
  sale_price: number | null;
  sortOrder: number;
  images: string[];
  isAvailable: boolean;
}

/** POST /api/products/{id}/variants text fields. */
export class VariantFieldsDto {
  @Trim() @Rule('isVariantName', (value) => {
    if (typeof value !== 'string' || value === '') return 'Variant name is required';
    return value.length > 200 ? 'Variant name must be at most 200 characters' : null;
  })
  name: string;

  @IsOptional() @IsString() @MaxLength(5_000)
  description?: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'sortOrder must be a whole number' }) @Min(-10_000) @Max(10_000)
  sortOrder?: number;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  price?: number;

  @IsOptional() @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100_000)
  sale_price?: number;
}

/** Seeding the embedded mode's demo catalogue (never over an owner's data). */
export const DemoPatterns = {
  status: 'catalog.demo.status',
  seedReference: 'catalog.demo.seed-reference',
  markSeeded: 'catalog.demo.mark-seeded',
} as const;

export interface DemoStatus {
  /** True once a demo was seeded, or as soon as the shop has any product of its own. */
  seeded: boolean;
  productCount: number;
}

export interface DemoReferenceInput {
  categoryHeaders: CategoryHeaderView[];
}
