import type { ByEmailRequest } from '../bus-payloads';
import { SubscriptionStatusPatterns, type SubscriptionStatus } from './subscription-status';

/** What each of SubscriptionStatusPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SubscriptionStatusRequests {
  [SubscriptionStatusPatterns.get]: { payload: ByEmailRequest; answer: SubscriptionStatus };
}
