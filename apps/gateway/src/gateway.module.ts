import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Bus, BUS } from '@shop/platform';
import { AdminAuthController } from './admin/admin-auth.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AnalyticsController } from './analytics/analytics.controller';
import { AuditLogController } from './admin/audit-log.controller';
import { DutchAuctionsController } from './dutch-auctions/dutch-auctions.controller';
import { AdminDailyDealsController } from './daily-deals/admin-daily-deals.controller';
import { DailyDealsController } from './daily-deals/daily-deals.controller';
import { ClearDealsCache, DealsReadCache } from './daily-deals/daily-deals-read-cache';
import { AdminProductsController } from './catalog/admin-products.controller';
import { ProductCsvController } from './catalog/product-csv.controller';
import { AbandonedCartsController } from './commerce/abandoned-carts.controller';
import { AdminOrdersController } from './commerce/admin-orders.controller';
import { MyOrdersController, MyShippingAddressController } from './commerce/my-orders.controller';
import { CartController } from './commerce/cart.controller';
import { CheckoutController } from './commerce/checkout.controller';
import { AdminLowStockController, AdminStockController, StockController } from './commerce/stock.controller';
import { PaymentsController } from './commerce/payments.controller';
import { CouponsController } from './commerce/coupons.controller';
import { MysteryBoxesController } from './commerce/mystery-boxes.controller';
import { SubscriptionsController } from './commerce/subscriptions.controller';
import { AdminChatController } from './chat/admin-chat.controller';
import { ChatController } from './chat/chat.controller';
import { ChatFanout } from './chat/chat-fanout';
import { ChatSocketGateway } from './chat/chat-socket.gateway';
import { CatalogReadCache, ClearCatalogCache } from './catalog/catalog-read-cache';
import { ProductsController } from './catalog/products.controller';
import { ReferenceController } from './catalog/reference.controller';
import { VariantsController } from './catalog/variants.controller';
import { AdminGuard, ShopperGuard, UserEmailHeaderGuard } from './common/auth/guards';
import { CreditsController } from './credits/credits.controller';
import { PaintCreditsController } from './credits/paint-credits.controller';
import { StoreCreditController } from './credits/store-credit.controller';
import { Identity } from './common/auth/identity';
import { AuditInterceptor } from './common/http/audit.interceptor';
import { ServiceClient } from './common/service-client';
import { GATEWAY_OPTIONS, GatewayOptions } from './gateway.options';
import { AdminGalleryController } from './gallery/admin-gallery.controller';
import { GalleryController } from './gallery/gallery.controller';
import { ClearGalleryCache, GalleryReadCache } from './gallery/gallery-read-cache';
import { GiveawaysController } from './giveaways/giveaways.controller';
import { ClearGiveawaysCache, GiveawaysReadCache } from './giveaways/giveaways-read-cache';
import { RedFlagsController } from './giveaways/red-flags.controller';
import { SharesController } from './giveaways/shares.controller';
import { HealthController } from './health/health.controller';
import { AdminReferralsController } from './referrals/admin-referrals.controller';
import { ReferralsController } from './referrals/referrals.controller';
import { CourseTitlesController } from './learning/course-titles.controller';
import { LessonsController } from './learning/lessons.controller';
import { PigmentsController } from './learning/pigments.controller';
import { ParachutesController } from './site-config/parachutes.controller';
import { SiteConfigController } from './site-config/site-config.controller';
import { SaleTimersController, SiteWideSalesController } from './sale-timers/sale-timers.controller';
import { UploadService } from './uploads/upload.service';
import { UsersController } from './users/users.controller';
import { SalesReportingController, UserSubscriptionOrdersController } from './reporting/sales-reporting.controller';

/** The HTTP face of the shop: authenticates, validates against the contracts, calls a service, maps the answer. */
@Module({})
export class GatewayModule {
  static forRoot(bus: Bus, options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        UsersController,
        SiteConfigController,
        ParachutesController,
        AdminAuthController,
        AuditLogController,
        AdminUsersController,
        AnalyticsController,
        SaleTimersController,
        SiteWideSalesController,
        ProductsController,
        ProductCsvController,
        AdminProductsController,
        VariantsController,
        ReferenceController,
        CartController,
        CheckoutController,
        PaymentsController,
        AdminOrdersController,
        MyOrdersController,
        MyShippingAddressController,
        AbandonedCartsController,
        LessonsController,
        CourseTitlesController,
        PigmentsController,
        SubscriptionsController,
        CouponsController,
        MysteryBoxesController,
        DutchAuctionsController,
        DailyDealsController,
        AdminDailyDealsController,
        GiveawaysController,
        SharesController,
        RedFlagsController,
        GalleryController,
        AdminGalleryController,
        ReferralsController,
        AdminReferralsController,
        ChatController,
        AdminChatController,
        CreditsController,
        SalesReportingController,
        UserSubscriptionOrdersController,
        StoreCreditController,
        PaintCreditsController,
        StockController,
        AdminStockController,
        AdminLowStockController,
      ],
      providers: [
        { provide: BUS, useValue: bus },
        { provide: GATEWAY_OPTIONS, useValue: options },
        { provide: APP_GUARD, useClass: UserEmailHeaderGuard },
        ServiceClient,
        Identity,
        AdminGuard,
        ShopperGuard,
        AuditInterceptor,
        UploadService,
        CatalogReadCache,
        ClearCatalogCache,
        DealsReadCache,
        ClearDealsCache,
        GiveawaysReadCache,
        ClearGiveawaysCache,
        GalleryReadCache,
        ClearGalleryCache,
        ChatFanout,
        ChatSocketGateway,
      ],
    };
  }
}
