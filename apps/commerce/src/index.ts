import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { CommerceModule } from './commerce.module';
import { CouponsMysteryBoxes1763790000000 } from './migrations/1763790000000-coupons-mystery-boxes';
import { CartsOrders1763790300000 } from './migrations/1763790300000-carts-orders';
import { Subscriptions1763790200000 } from './migrations/1763790200000-subscriptions';
import { SessionCarts1764300000000 } from './migrations/1764300000000-session-carts';
import { DailyDeals1764400000000 } from './migrations/1764400000000-daily-deals';
import { DutchAuctions1764410000000 } from './migrations/1764410000000-dutch-auctions';
import { Credits1764500000000 } from './migrations/1764500000000-credits';
import { StoreCredit1764510000000 } from './migrations/1764510000000-store-credit';
import { OrderFulfilment1764700000000 } from './migrations/1764700000000-order-fulfilment';
import { AddressesCancellation1764800000000 } from './migrations/1764800000000-addresses-cancellation';
import { PaymentNoticesCreditReturns1765200000000 } from './migrations/1765200000000-payment-notices-credit-returns';
import { CheckoutHolds1765210000000 } from './migrations/1765210000000-checkout-holds';
import { ProviderPayments1765300000000 } from './migrations/1765300000000-provider-payments';
import { Stock1765400000000 } from './migrations/1765400000000-stock';
import { IdempotentRequests1765500000000 } from './migrations/1765500000000-idempotent-requests';
import { OrderSearch1765600000000 } from './migrations/1765600000000-order-search';
import { SubscriptionEntity } from './subscriptions/subscription.entity';

export const commerceService: ServiceDefinition = {
  name: 'commerce',
  module: CommerceModule,
  entities: [SubscriptionEntity],
  migrations: [
    PlatformTables1763784000000,
    CouponsMysteryBoxes1763790000000,
    Subscriptions1763790200000,
    CartsOrders1763790300000,
    SessionCarts1764300000000,
    DailyDeals1764400000000,
    DutchAuctions1764410000000,
    Credits1764500000000,
    StoreCredit1764510000000,
    OrderFulfilment1764700000000,
    AddressesCancellation1764800000000,
    PaymentNoticesCreditReturns1765200000000,
    CheckoutHolds1765210000000,
    ProviderPayments1765300000000,
    Stock1765400000000,
    IdempotentRequests1765500000000,
    OrderSearch1765600000000,
  ],
};
