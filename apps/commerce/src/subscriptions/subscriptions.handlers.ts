import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  SubscriptionCreate,
  SubscriptionDemoPatterns,
  SubscriptionDemoSeedInput,
  SubscriptionImageRemoval,
  SubscriptionImagesAdd,
  SubscriptionPatterns,
  SubscriptionRef,
  SubscriptionReviewsUpdate,
  SubscriptionUpdate,
} from '@shop/contracts';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsHandlers {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(SubscriptionPatterns.listActive)
  listActive(): Promise<BusAnswer<typeof SubscriptionPatterns.listActive>> {
    return this.subscriptions.listActive();
  }

  @MessagePattern(SubscriptionPatterns.listAll)
  listAll(): Promise<BusAnswer<typeof SubscriptionPatterns.listAll>> {
    return this.subscriptions.listAll();
  }

  @MessagePattern(SubscriptionPatterns.get)
  get(@Payload() data: SubscriptionRef): Promise<BusAnswer<typeof SubscriptionPatterns.get>> {
    return this.subscriptions.get(data);
  }

  @MessagePattern(SubscriptionPatterns.create)
  create(@Payload() data: SubscriptionCreate): Promise<BusAnswer<typeof SubscriptionPatterns.create>> {
    return this.subscriptions.create(data);
  }

  @MessagePattern(SubscriptionPatterns.update)
  update(@Payload() data: SubscriptionUpdate): Promise<BusAnswer<typeof SubscriptionPatterns.update>> {
    return this.subscriptions.update(data);
  }

  @MessagePattern(SubscriptionPatterns.setReviews)
  setReviews(@Payload() data: SubscriptionReviewsUpdate): Promise<BusAnswer<typeof SubscriptionPatterns.setReviews>> {
    return this.subscriptions.setReviews(data);
  }

  @MessagePattern(SubscriptionPatterns.addImages)
  addImages(@Payload() data: SubscriptionImagesAdd): Promise<BusAnswer<typeof SubscriptionPatterns.addImages>> {
    return this.subscriptions.addImages(data);
  }

  @MessagePattern(SubscriptionPatterns.removeImage)
  removeImage(@Payload() data: SubscriptionImageRemoval): Promise<BusAnswer<typeof SubscriptionPatterns.removeImage>> {
    return this.subscriptions.removeImage(data);
  }

  @MessagePattern(SubscriptionPatterns.toggle)
  toggle(@Payload() data: SubscriptionRef): Promise<BusAnswer<typeof SubscriptionPatterns.toggle>> {
    return this.subscriptions.toggle(data.id);
  }

  @MessagePattern(SubscriptionPatterns.remove)
  remove(@Payload() data: SubscriptionRef): Promise<BusAnswer<typeof SubscriptionPatterns.remove>> {
    return this.subscriptions.remove(data.id);
  }

  @MessagePattern(SubscriptionDemoPatterns.seed)
  seedDemo(@Payload() data: SubscriptionDemoSeedInput): Promise<BusAnswer<typeof SubscriptionDemoPatterns.seed>> {
    return this.subscriptions.seedDemo(data);
  }
}
