import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController } from '@shop/platform';
import { AbandonedCartsController } from './abandoned-carts/abandoned-carts.controller';
import { AbandonedCartsService } from './abandoned-carts/abandoned-carts.service';
import { CartsController } from './carts/carts.controller';
import { CartsService } from './carts/carts.service';
import { OrderConfirmationService } from './orders/order-confirmation.service';
import { OrderExpiryJob } from './orders/order-expiry.job';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { CartPricerService } from './pricing/cart-pricer.service';
import { CouponsController } from './coupons/coupons.controller';
import { CouponsService } from './coupons/coupons.service';
import { MysteryBoxesController } from './mystery-boxes/mystery-boxes.controller';
import { MysteryBoxesService } from './mystery-boxes/mystery-boxes.service';
import { SubscriptionStatusController } from './subscription-status/subscription-status.controller';
import { SubscriptionStatusService } from './subscription-status/subscription-status.service';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

@Module({
  imports: [ScheduleModule.forRoot()],
  controllers: [
    createHealthController('commerce'), SubscriptionStatusController, SubscriptionsController, CouponsController, MysteryBoxesController,
    CartsController, OrdersController, AbandonedCartsController,
  ],
  providers: [
    SubscriptionStatusService, SubscriptionsService, CouponsService, MysteryBoxesService,
    CartsService, CartPricerService, OrdersService, OrderConfirmationService, OrderExpiryJob, AbandonedCartsService,
  ],
})
export class CommerceModule {}
