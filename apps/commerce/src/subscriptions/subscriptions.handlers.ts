import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SubscriptionCreate, SubscriptionDemoPatterns, SubscriptionDemoSeedInput, SubscriptionDemoSeedResult, SubscriptionImageRemoval,
  SubscriptionImagesAdd, SubscriptionPatterns, SubscriptionRef, SubscriptionReviewsUpdate, SubscriptionUpdate, SubscriptionView,
} from '@shop/contracts';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsHandlers {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(SubscriptionPatterns.listActive)
  listActive(): Promise<SubscriptionView[]> { return this.subscriptions.listActive(); }

  @MessagePattern(SubscriptionPatterns.listAll)
  listAll(): Promise<SubscriptionView[]> { return this.subscriptions.listAll(); }

  @MessagePattern(SubscriptionPatterns.get)
  get(@Payload() data: SubscriptionRef): Promise<SubscriptionView> { return this.subscriptions.get(data); }

  @MessagePattern(SubscriptionPatterns.create)
  create(@Payload() data: SubscriptionCreate): Promise<SubscriptionView> { return this.subscriptions.create(data); }

  @MessagePattern(SubscriptionPatterns.update)
  update(@Payload() data: SubscriptionUpdate): Promise<SubscriptionView> { return this.subscriptions.update(data); }

  @MessagePattern(SubscriptionPatterns.setReviews)
  setReviews(@Payload() data: SubscriptionReviewsUpdate): Promise<SubscriptionView> { return this.subscriptions.setReviews(data); }

  @MessagePattern(SubscriptionPatterns.addImages)
  addImages(@Payload() data: SubscriptionImagesAdd): Promise<SubscriptionView> { return this.subscriptions.addImages(data); }

  @MessagePattern(SubscriptionPatterns.removeImage)
  removeImage(@Payload() data: SubscriptionImageRemoval): Promise<SubscriptionView> { return this.subscriptions.removeImage(data); }

  @MessagePattern(SubscriptionPatterns.toggle)
  toggle(@Payload() data: SubscriptionRef): Promise<SubscriptionView> { return this.subscriptions.toggle(data.id); }

  @MessagePattern(SubscriptionPatterns.remove)
  remove(@Payload() data: SubscriptionRef): Promise<SubscriptionView> { return this.subscriptions.remove(data.id); }

  @MessagePattern(SubscriptionDemoPatterns.seed)
  seedDemo(@Payload() data: SubscriptionDemoSeedInput): Promise<SubscriptionDemoSeedResult> { return this.subscriptions.seedDemo(data); }
}
