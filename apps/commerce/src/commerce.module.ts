import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController } from '@shop/platform';
import { AbandonedCartsHandlers } from './abandoned-carts/abandoned-carts.handlers';
import { AbandonedCartListService } from './abandoned-carts/abandoned-cart-list.service';
import { AbandonedCartValuationService } from './abandoned-carts/abandoned-cart-valuation.service';
import { CartOfferService } from './abandoned-carts/cart-offer.service';
import { DutchAuctionsHandlers } from './dutch-auctions/dutch-auctions.handlers';
import { DutchAuctionsService } from './dutch-auctions/dutch-auctions.service';
import { CartsHandlers } from './carts/carts.handlers';
import { CartsService } from './carts/carts.service';
import { CheckoutService } from './orders/checkout.service';
import { PendingOrdersService } from './orders/pending-orders.service';
import { IdempotentRequests } from './idempotency/idempotent-requests';
import { IdempotentRequestsPruneJob } from './idempotency/idempotent-requests-prune.job';
import { OrderConfirmationService } from './orders/order-confirmation.service';
import { OrderFulfilmentService } from './orders/order-fulfilment.service';
import { OrderEmailsService } from './orders/order-emails.service';
import { OrderExpiryJob } from './orders/order-expiry.job';
import { OrdersHandlers } from './orders/orders.handlers';
import { OrdersService } from './orders/orders.service';
import { ShopperOrdersHandlers } from './orders/shopper-orders.handlers';
import { ShopperOrdersService } from './orders/shopper-orders.service';
import { CartPricerService } from './pricing/cart-pricer.service';
import { OrderPaymentsService } from './payments/order-payments.service';
import { PaymentProviders } from './payments/payment-providers';
import { PaymentReconciliationJob } from './payments/payment-reconciliation.job';
import { PaymentRefundsService } from './payments/payment-refunds.service';
import { PaymentsHandlers } from './payments/payments.handlers';
import { PaymentsService } from './payments/payments.service';
import { StockHandlers } from './stock/stock.handlers';
import { StockService } from './stock/stock.service';
import { StockAlertsService } from './stock/stock-alerts.service';
import { LowStockThreshold } from './stock/low-stock-threshold';
import { CouponsHandlers } from './coupons/coupons.handlers';
import { CreditsHandlers } from './credits/credits.handlers';
import { CreditsService } from './credits/credits.service';
import { CouponAdminService } from './coupons/coupon-admin.service';
import { CouponQuoteService } from './coupons/coupon-quote.service';
import { CouponRedemptionService } from './coupons/coupon-redemption.service';
import { DailyDealsHandlers } from './daily-deals/daily-deals.handlers';
import { DailyDealsSchedulerJob } from './daily-deals/daily-deals-scheduler.job';
import { DailyDealsService } from './daily-deals/daily-deals.service';
import { MysteryBoxesHandlers } from './mystery-boxes/mystery-boxes.handlers';
import { MysteryBoxesService } from './mystery-boxes/mystery-boxes.service';
import { PaintCreditsService } from './store-credit/paint-credits.service';
import { StoreCreditExpiryJob } from './store-credit/store-credit-expiry.job';
import { StoreCreditHandlers } from './store-credit/store-credit.handlers';
import { StoreCreditService } from './store-credit/store-credit.service';
import { SubscriptionStatusHandlers } from './subscription-status/subscription-status.handlers';
import { SubscriptionStatusService } from './subscription-status/subscription-status.service';
import { SubscriptionsHandlers } from './subscriptions/subscriptions.handlers';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

@Module({
  imports: [ScheduleModule.forRoot()],
  controllers: [
    createHealthController('commerce'),
    SubscriptionStatusHandlers,
    SubscriptionsHandlers,
    CouponsHandlers,
    MysteryBoxesHandlers,
    CartsHandlers,
    OrdersHandlers,
    AbandonedCartsHandlers,
    DutchAuctionsHandlers,
    DailyDealsHandlers,
    CreditsHandlers,
    StoreCreditHandlers,
    ShopperOrdersHandlers,
    PaymentsHandlers,
    StockHandlers,
  ],
  providers: [
    SubscriptionStatusService,
    SubscriptionsService,
    MysteryBoxesService,
    CouponAdminService,
    CouponQuoteService,
    CouponRedemptionService,
    CartsService,
    CartPricerService,
    CheckoutService,
    PendingOrdersService,
    IdempotentRequests,
    IdempotentRequestsPruneJob,
    StockService,
    StockAlertsService,
    LowStockThreshold,
    OrdersService,
    OrderConfirmationService,
    OrderFulfilmentService,
    OrderEmailsService,
    OrderExpiryJob,
    AbandonedCartListService,
    AbandonedCartValuationService,
    CartOfferService,
    DutchAuctionsService,
    DailyDealsService,
    DailyDealsSchedulerJob,
    CreditsService,
    StoreCreditService,
    PaintCreditsService,
    StoreCreditExpiryJob,
    ShopperOrdersService,
    PaymentProviders,
    PaymentsService,
    PaymentRefundsService,
    OrderPaymentsService,
    PaymentReconciliationJob,
  ],
})
export class CommerceModule {}
