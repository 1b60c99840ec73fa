import { CartPatterns, type CartQuoteView, type CartRow, type CartScope, type SaveCartAnswer } from './cart';
import type { QuoteCartDto, SaveCartDto } from './cart.dto';

export type CartGetRequest = { email: string } & CartScope;
export type CartSaveRequest = SaveCartDto & CartScope;
export type CartQuoteRequest = QuoteCartDto & { sessionEmail?: string; sessionVerified?: boolean };

/** What each of CartPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface CartRequests {
  [CartPatterns.get]: { payload: CartGetRequest; answer: CartRow[] };
  [CartPatterns.save]: { payload: CartSaveRequest; answer: SaveCartAnswer };
  [CartPatterns.quote]: { payload: CartQuoteRequest; answer: CartQuoteView };
}
