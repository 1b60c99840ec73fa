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

/** The categories shoppers filter by (docs/product/engagement.md §2). */
export const SHOP_CATEGORIES = [
  'Brushes',
  'Watercolor Sets',
  'Individual Colors',
  'Soft Pastels',
  'Sidewalk Sale',
  'Vault Clearance',
  'Extenders',
] as const;
/** The categories the admin add-product form offers (docs/product/back-office.md §9). */
export const PRODUCT_FORM_CATEGORIES = [
  'Brushes',
  'Watercolor Sets',
  'Watercolors',
  'Individual Colors',
  'Soft Pastels',
  'Handmade',
  'Sidewalk Sale',
  'Other',
] as const;
/** Every category a product may have: the shop's, the add form's, and Uncategorized (a blank one in an edit). */
export const ALL_PRODUCT_CATEGORIES: readonly string[] = [...new Set([...SHOP_CATEGORIES, ...PRODUCT_FORM_CATEGORIES, 'Uncategorized'])];

/** What is wrong with a product's category, or null: it is one of ALL_PRODUCT_CATEGORIES, spelt exactly; blank only in an edit. */
export function productCategoryProblem(value: unknown, { required }: { required: boolean }): string | null {
  if (required && (value === undefined || value === null || value === '')) return 'category is required';
  if (!required && value === '') return null;
  return typeof value === 'string' && ALL_PRODUCT_CATEGORIES.includes(value) ? null : `category must be one of: ${ALL_PRODUCT_CATEGORIES.join(', ')}`;
}
export const SET_SIZES = [6, 8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 36, 48] as const;
export const PALETTE_BUILDERS = 'Palette Builders';
export const INDIVIDUAL_COLOR_SUBCATEGORIES = [
  'Yellows',
  'Oranges',
  'Reds',
  'Pinks',
  'Magentas',
  'Purples',
  'Violets',
  'Blues',
  'Turquoises',
  'Greens',
  'Yellow Greens',
  'Earth Tones',
  'Browns',
  'Blacks',
  'Whites',
  'Grays',
  'Metallics',
  'Shimmers',
  'Granulating',
] as const;
export const SALE_TIMER_DURATIONS_HOURS = [24, 48, 168, 720] as const;
/** docs/product/back-office.md §9: 168 hours (1 week) is the default product timer. */
export const DEFAULT_PRODUCT_TIMER_HOURS = 168;
export const DEFAULT_SALE_TIMER_MESSAGE = 'Limited Time Sale!';
export const PRODUCT_TIMER_MESSAGE_MAX_LENGTH = 200;
export const MAX_PRODUCT_IMAGES = 3;
/** Images one variant form may send. */
export const MAX_VARIANT_IMAGES = 5;
/** A product with no shipping value ships for 9.00 (docs/rules.md §3). */
export const DEFAULT_PRODUCT_SHIPPING = 9;
/** The most a product's (or a pan size's, or a variant's) price may be, in dollars. */
export const PRODUCT_PRICE_MAX = 100_000;
/** The most a product's shipping value may be, in dollars. */
export const PRODUCT_SHIPPING_MAX = 1_000;

export const PRODUCT_SORTS = ['name', 'category', 'price', 'createdAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The admin product list's page sizes (docs/product/back-office.md §9). */
export const ADMIN_PRODUCT_PAGE_SIZES = [5, 10, 25, 50] as const;
/** The Sale Pricing panel's bulk discount (docs/product/back-office.md §9): a whole percent from 1 to 50. */
export const BULK_SALE_DISCOUNT_MIN = 1;
export const BULK_SALE_DISCOUNT_MAX = 50;
/** The discount when none is given as a number (docs/product/back-office.md §5 "falls back to 20"). */
export const BULK_SALE_DISCOUNT_DEFAULT = 20;
export const BULK_SALE_MAX_PRODUCTS = 5_000;
/** Applying or clearing with no products selected (docs/product/back-office.md §5 'No Products Selected'). */
export const bulkSaleNothingSelected = (action: 'apply' | 'clear') => `Please select products to ${action} sale pricing.`;

/** A product as every caller sees it; money in dollars (docs/rules.md §1). */
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
  /** The half pan's sale price (the sale price replaces the half-pan list price, docs/rules.md §2), or null. */
  halfPanSalePrice: number | null;
  /** Full pans take no sale price: always null (docs/product/engagement.md §3 lists the field). */
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

/** What the two maintenance calls answer ('Fix Individual Colors', 'Fix Missing Images'). */
export interface MaintenanceResult {
  message: string;
  count: number;
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

/** What seeding the Learning Hub's demo content wrote. */
export interface LearningSeedResult {
  courseTitles: number;
  lessons: number;
  pigments: number;
}

export interface DemoReferenceInput {
  categoryHeaders: CategoryHeaderView[];
}
