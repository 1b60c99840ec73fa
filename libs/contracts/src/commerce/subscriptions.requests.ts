import type { NoPayload } from '../bus-payloads';
import {
  SubscriptionDemoPatterns,
  SubscriptionPatterns,
  type SubscriptionDemoSeedInput,
  type SubscriptionDemoSeedResult,
  type SubscriptionImageRemoval,
  type SubscriptionImagesAdd,
  type SubscriptionRef,
  type SubscriptionReviewsUpdate,
  type SubscriptionView,
} from './subscriptions';
import type { SubscriptionCreate, SubscriptionUpdate } from './subscriptions.dto';

/** What each of SubscriptionPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SubscriptionRequests {
  [SubscriptionPatterns.listActive]: { payload: NoPayload; answer: SubscriptionView[] };
  [SubscriptionPatterns.listAll]: { payload: NoPayload; answer: SubscriptionView[] };
  [SubscriptionPatterns.get]: { payload: SubscriptionRef; answer: SubscriptionView };
  [SubscriptionPatterns.create]: { payload: SubscriptionCreate; answer: SubscriptionView };
  [SubscriptionPatterns.update]: { payload: SubscriptionUpdate; answer: SubscriptionView };
  [SubscriptionPatterns.setReviews]: { payload: SubscriptionReviewsUpdate; answer: SubscriptionView };
  [SubscriptionPatterns.addImages]: { payload: SubscriptionImagesAdd; answer: SubscriptionView };
  [SubscriptionPatterns.removeImage]: { payload: SubscriptionImageRemoval; answer: SubscriptionView };
  [SubscriptionPatterns.toggle]: { payload: SubscriptionRef; answer: SubscriptionView };
  [SubscriptionPatterns.remove]: { payload: SubscriptionRef; answer: SubscriptionView };
}

/** What each of SubscriptionDemoPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SubscriptionDemoRequests {
  [SubscriptionDemoPatterns.seed]: { payload: SubscriptionDemoSeedInput; answer: SubscriptionDemoSeedResult };
}
