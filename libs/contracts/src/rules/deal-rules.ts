import { MAX_DEAL_IMAGES } from '../commerce/daily-deals';
import { type Moment, problemsOf, type RuleProblem } from './rule-problem';
import { windowProblem } from './window-rules';

// A daily deal's rules across its fields (docs/product/back-office.md §5 "Daily deal form"), on the deal as it will be stored.

export const DEAL_ORIGINAL_PRICE_MESSAGE = 'originalPrice must be more than 0';
export const DEAL_SALE_PRICE_MESSAGE = 'salePrice must be less than originalPrice';
export const dealQuantityMessage = (soldCount: number) => `quantity cannot go below the ${soldCount} unit(s) already sold or held`;
export const DEAL_IMAGES_MESSAGE = `At most ${MAX_DEAL_IMAGES} images per deal`;

/** Prices in one unit (dollars or cents: only their order matters). */
export interface DealPrices {
  originalPrice: number;
  salePrice: number;
}

export interface DealWindow {
  startDate: Moment;
  endDate: Moment;
}

/** The original price above 0, then the sale price below it. */
export function dealPriceProblem({ originalPrice, salePrice }: DealPrices): RuleProblem | null {
  if (originalPrice <= 0) return { field: 'originalPrice', message: DEAL_ORIGINAL_PRICE_MESSAGE };
  if (salePrice >= originalPrice) return { field: 'salePrice', message: DEAL_SALE_PRICE_MESSAGE };
  return null;
}

export const dealWindowProblem = ({ startDate, endDate }: DealWindow) => windowProblem({ start: 'startDate', end: 'endDate' }, startDate, endDate);

/** The quantity may not go below the units already sold or held by pending orders (docs/rules.md §7). */
export const dealQuantityProblem = (quantity: number, soldCount: number): RuleProblem | null =>
  quantity < soldCount ? { field: 'quantity', message: dealQuantityMessage(soldCount) } : null;

export const dealImagesProblem = (imageCount: number): RuleProblem | null =>
  imageCount > MAX_DEAL_IMAGES ? { field: 'images', message: DEAL_IMAGES_MESSAGE } : null;

/** Every rule the deal breaks; a value left out (null) is not judged. */
export function dealRuleProblems(deal: {
  originalPrice: number | null;
  salePrice: number | null;
  quantity: number | null;
  soldCount: number;
  startDate: Moment | null;
  endDate: Moment | null;
  imageCount: number;
}): RuleProblem[] {
  return problemsOf(
    deal.originalPrice !== null && deal.salePrice !== null
      ? dealPriceProblem({ originalPrice: deal.originalPrice, salePrice: deal.salePrice })
      : null,
    windowProblem({ start: 'startDate', end: 'endDate' }, deal.startDate, deal.endDate),
    deal.quantity !== null ? dealQuantityProblem(deal.quantity, deal.soldCount) : null,
    dealImagesProblem(deal.imageCount),
  );
}
