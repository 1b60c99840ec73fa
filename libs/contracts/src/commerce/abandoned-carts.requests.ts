import { AbandonedCartPatterns, type AbandonedCart, type CartOfferResult } from './abandoned-carts';
import type { AbandonedCartsQueryDto, SendCartOfferDto } from './abandoned-carts.dto';

/** What each of AbandonedCartPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface AbandonedCartRequests {
  [AbandonedCartPatterns.list]: { payload: AbandonedCartsQueryDto; answer: AbandonedCart[] };
  [AbandonedCartPatterns.sendOffer]: { payload: SendCartOfferDto; answer: CartOfferResult };
}
