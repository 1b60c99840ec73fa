import { Injectable } from '@nestjs/common';
import { SubscriptionStatus } from '@shop/contracts';

/**
 * An active subscriber is one with a paid subscription order whose end date
 * is in the future. The shop sells no subscriptions yet (they arrive with the
 * cart and checkout work), so nobody is one.
 */
@Injectable()
export class SubscriptionStatusService {
  async get(_email: string): Promise<SubscriptionStatus> {
    return { hasActiveSubscription: false };
  }
}
