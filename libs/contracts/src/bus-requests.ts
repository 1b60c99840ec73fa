/**
 * One map from every request/reply pattern to what it takes and answers, joined from each domain's
 * `<domain>.requests.ts`: ServiceClient.send() in the gateway and busRequest() between services check both at compile
 * time; each handler takes the payload type named here and answers `BusAnswer<typeof its pattern>`. Broadcasts and
 * events are not requests and are not here. Server-only: the payloads name DTO classes, so web.ts does not reach it.
 */
import type * as web from './web';
import type { NoPayload } from './bus-payloads';
import type { AdminRequests } from './admin-reporting/admins.requests';
import type { AnalyticsRequests } from './admin-reporting/analytics.requests';
import type { AuditRequests } from './admin-reporting/audit.requests';
import type { ExportRequests } from './admin-reporting/exports.requests';
import type { SalesRequests } from './admin-reporting/sales.requests';
import type { ReportingUserRequests } from './admin-reporting/users.requests';
import type { LessonRequests, PigmentRequests, CourseTitleRequests } from './catalog/learning.requests';
import type { CatalogPricingRequests } from './catalog/pricing.requests';
import type { ProductCsvRequests } from './catalog/product-csv.requests';
import type { VariantRequests, ProductRequests, DemoRequests } from './catalog/products.requests';
import type { SaleTimerRequests, SiteWideSaleRequests } from './catalog/sale-timers.requests';
import type { SiteConfigRequests } from './catalog/site-config.requests';
import type { ChatRequests } from './chat/chat.requests';
import type { AbandonedCartRequests } from './commerce/abandoned-carts.requests';
import type { CartRequests } from './commerce/cart.requests';
import type { CouponRequests } from './commerce/coupons.requests';
import type { CreditRequests } from './commerce/credits.requests';
import type { DailyDealRequests } from './commerce/daily-deals.requests';
import type { DutchAuctionRequests } from './commerce/dutch-auctions.requests';
import type { MysteryBoxRequests } from './commerce/mystery-boxes.requests';
import type { OrderRequests } from './commerce/orders.requests';
import type { PaymentRequests } from './commerce/payments.requests';
import type { StockRequests } from './commerce/stock.requests';
import type { SubscriptionStatusRequests } from './commerce/subscription-status.requests';
import type { SubscriptionRequests, SubscriptionDemoRequests } from './commerce/subscriptions.requests';
import type { GalleryRequests } from './engagement/gallery.requests';
import type { GiveawayRequests } from './engagement/giveaways.requests';
import type { ReferralRequests } from './engagement/referrals.requests';
import type { ShopperSessionRequests } from './engagement/sessions.requests';
import type { ShareRequests } from './engagement/shares.requests';
import type { UserRequests } from './engagement/users.requests';
import type { ServiceRequests } from './services.requests';

export * from './bus-payloads';
export * from './admin-reporting/admins.requests';
export * from './admin-reporting/analytics.requests';
export * from './admin-reporting/audit.requests';
export * from './admin-reporting/exports.requests';
export * from './admin-reporting/sales.requests';
export * from './admin-reporting/users.requests';
export * from './catalog/learning.requests';
export * from './catalog/pricing.requests';
export * from './catalog/product-csv.requests';
export * from './catalog/products.requests';
export * from './catalog/sale-timers.requests';
export * from './catalog/site-config.requests';
export * from './chat/chat.requests';
export * from './commerce/abandoned-carts.requests';
export * from './commerce/cart.requests';
export * from './commerce/coupons.requests';
export * from './commerce/credits.requests';
export * from './commerce/daily-deals.requests';
export * from './commerce/dutch-auctions.requests';
export * from './commerce/mystery-boxes.requests';
export * from './commerce/orders.requests';
export * from './commerce/payments.requests';
export * from './commerce/stock.requests';
export * from './commerce/subscription-status.requests';
export * from './commerce/subscriptions.requests';
export * from './engagement/gallery.requests';
export * from './engagement/giveaways.requests';
export * from './engagement/referrals.requests';
export * from './engagement/sessions.requests';
export * from './engagement/shares.requests';
export * from './engagement/users.requests';
export * from './services.requests';

export type BusRequests = AdminRequests &
  AnalyticsRequests &
  AuditRequests &
  ExportRequests &
  SalesRequests &
  ReportingUserRequests &
  LessonRequests &
  PigmentRequests &
  CourseTitleRequests &
  CatalogPricingRequests &
  VariantRequests &
  ProductRequests &
  DemoRequests &
  SaleTimerRequests &
  SiteWideSaleRequests &
  SiteConfigRequests &
  ChatRequests &
  AbandonedCartRequests &
  CartRequests &
  CouponRequests &
  CreditRequests &
  DailyDealRequests &
  DutchAuctionRequests &
  MysteryBoxRequests &
  OrderRequests &
  PaymentRequests &
  StockRequests &
  ProductCsvRequests &
  SubscriptionStatusRequests &
  SubscriptionRequests &
  SubscriptionDemoRequests &
  GalleryRequests &
  GiveawayRequests &
  ReferralRequests &
  ShopperSessionRequests &
  ShareRequests &
  UserRequests &
  ServiceRequests;

export type BusPattern = keyof BusRequests;
export type BusPayload<P extends BusPattern> = BusRequests[P]['payload'];
export type BusAnswer<P extends BusPattern> = BusRequests[P]['answer'];

/** A pattern that takes nothing may be sent without data; the others must be given theirs. */
export type BusArgs<P extends BusPattern> =
  NoPayload extends BusPayload<P> ? [data?: BusPayload<P>, timeoutMs?: number] : [data: BusPayload<P>, timeoutMs?: number];

/** Every value of every `*Patterns` constant the contracts export. */
type PatternGroups = { [K in keyof typeof web as K extends `${string}Patterns` ? K : never]: (typeof web)[K] };
type DeclaredPattern =
  | { [K in keyof PatternGroups]: PatternGroups[K][keyof PatternGroups[K]] }[keyof PatternGroups]
  | `${web.ServiceName}.health`
  | `${web.ServiceName}.attempts.count`;
type MustBeNever<T extends never> = T;
/** The build fails here, naming the pattern, when a `*Patterns` value has no entry in BusRequests. */
export type PatternsMissingFromBusRequests = MustBeNever<Exclude<DeclaredPattern, BusPattern>>;
/** …and here when an entry is no declared pattern. */
export type BusRequestsWithoutPattern = MustBeNever<Exclude<BusPattern, DeclaredPattern>>;
