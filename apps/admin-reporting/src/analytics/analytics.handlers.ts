import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  AnalyticsPatterns,
  type BusAnswer,
  CartEvents,
  CartUpdatedEvent,
  EventEnvelope,
  GalleryDecidedEvent,
  GalleryEvents,
  GalleryRemovedEvent,
  GallerySubmittedEvent,
  GiveawayShareDecidedEvent,
  GiveawaySharedEvent,
  OrderCancelledEvent,
  OrderEvents,
  ShareEvents,
  UserActivityRecordedEvent,
  UserEvents,
} from '@shop/contracts';
import { AnalyticsFeedService, PaidOrderEvent } from './analytics-feed.service';
import { AnalyticsReadsService } from './analytics-reads.service';

@Controller()
export class AnalyticsHandlers {
  constructor(
    private readonly feed: AnalyticsFeedService,
    private readonly reads: AnalyticsReadsService,
  ) {}

  @EventPattern(UserEvents.activityRecorded)
  onActivityRecorded(@Payload() event: EventEnvelope<UserActivityRecordedEvent>) {
    return this.feed.onActivityRecorded(event);
  }

  @EventPattern(CartEvents.updated)
  onCartUpdated(@Payload() event: EventEnvelope<CartUpdatedEvent>) {
    return this.feed.onCartUpdated(event);
  }

  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<PaidOrderEvent>) {
    return this.feed.onOrderPaid(event);
  }

  @EventPattern(OrderEvents.cancelled)
  onOrderCancelled(@Payload() event: EventEnvelope<OrderCancelledEvent>) {
    return this.feed.onOrderCancelled(event);
  }

  @EventPattern(ShareEvents.shared)
  onShared(@Payload() event: EventEnvelope<GiveawaySharedEvent>) {
    return this.feed.onShared(event);
  }

  @EventPattern(ShareEvents.decided)
  onShareDecided(@Payload() event: EventEnvelope<GiveawayShareDecidedEvent>) {
    return this.feed.onShareDecided(event);
  }

  @EventPattern(GalleryEvents.submitted)
  onGallerySubmitted(@Payload() event: EventEnvelope<GallerySubmittedEvent>) {
    return this.feed.onGallerySubmitted(event);
  }

  @EventPattern(GalleryEvents.decided)
  onGalleryDecided(@Payload() event: EventEnvelope<GalleryDecidedEvent>) {
    return this.feed.onGalleryDecided(event);
  }

  @EventPattern(GalleryEvents.removed)
  onGalleryRemoved(@Payload() event: EventEnvelope<GalleryRemovedEvent>) {
    return this.feed.onGalleryRemoved(event);
  }

  @MessagePattern(AnalyticsPatterns.overview)
  overview(): Promise<BusAnswer<typeof AnalyticsPatterns.overview>> {
    return this.reads.overview();
  }

  @MessagePattern(AnalyticsPatterns.users)
  users(): Promise<BusAnswer<typeof AnalyticsPatterns.users>> {
    return this.reads.users();
  }

  @MessagePattern(AnalyticsPatterns.activity)
  activity(): Promise<BusAnswer<typeof AnalyticsPatterns.activity>> {
    return this.reads.activity();
  }

  @MessagePattern(AnalyticsPatterns.lessons)
  lessons(): Promise<BusAnswer<typeof AnalyticsPatterns.lessons>> {
    return this.reads.lessons();
  }

  @MessagePattern(AnalyticsPatterns.liveActivity)
  liveActivity(): Promise<BusAnswer<typeof AnalyticsPatterns.liveActivity>> {
    return this.reads.liveActivity();
  }

  @MessagePattern(AnalyticsPatterns.cartAbandonment)
  cartAbandonment(): Promise<BusAnswer<typeof AnalyticsPatterns.cartAbandonment>> {
    return this.reads.cartAbandonment();
  }
}
