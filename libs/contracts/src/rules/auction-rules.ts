import { MAX_DUTCH_AUCTION_IMAGES } from '../commerce/dutch-auctions';
import { problemsOf, type RuleProblem } from './rule-problem';

// A gravity (Dutch) auction's rules across its fields (docs/api.md "Gravity auctions"), on the auction as it will be stored.

export const AUCTION_END_PRICE_MESSAGE = 'endPrice must be less than startPrice';
export const AUCTION_RETAIL_PRICE_MESSAGE = 'originalRetailPrice must be at least startPrice';
export const auctionQuantityMessage = (soldCount: number) => `quantity must be at least the ${soldCount} already sold`;
export const AUCTION_IMAGES_MESSAGE = `An auction holds at most ${MAX_DUTCH_AUCTION_IMAGES} images; remove one first`;

/** Prices in one unit (dollars or cents); a price left out (null) is not judged. */
export interface AuctionRuleFields {
  startPrice: number | null;
  endPrice: number | null;
  originalRetailPrice: number | null;
  quantity: number | null;
  soldCount: number;
  imageCount: number;
}

/** Every rule the auction breaks, in the order the service answers them: the floor below the start, retail at least the start, quantity, images. */
export function auctionRuleProblems(auction: AuctionRuleFields): RuleProblem[] {
  const { startPrice, endPrice, originalRetailPrice, quantity, soldCount, imageCount } = auction;
  return problemsOf(
    startPrice !== null && endPrice !== null && endPrice >= startPrice ? { field: 'endPrice', message: AUCTION_END_PRICE_MESSAGE } : null,
    startPrice !== null && originalRetailPrice !== null && originalRetailPrice < startPrice
      ? { field: 'originalRetailPrice', message: AUCTION_RETAIL_PRICE_MESSAGE }
      : null,
    quantity !== null && quantity < soldCount ? { field: 'quantity', message: auctionQuantityMessage(soldCount) } : null,
    imageCount > MAX_DUTCH_AUCTION_IMAGES ? { field: 'images', message: AUCTION_IMAGES_MESSAGE } : null,
  );
}
