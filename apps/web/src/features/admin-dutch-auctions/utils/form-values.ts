import {
  DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH,
  DUTCH_AUCTION_INTERVAL_MAX_SECONDS,
  DUTCH_AUCTION_QUANTITY_MAX,
  DUTCH_AUCTION_TITLE_MAX_LENGTH,
  auctionRuleProblems,
  type DutchAuctionView,
} from '@shop/contracts';
// Relative, not '@/…', as the other utils: plain TypeScript the unit tests can load.
import { withRuleProblems } from '../../../components/admin-form/rule-errors';

/** The auction's fields the form edits (the contract's own names), each as its text; `isActive` as the switch. */
type AuctionTextField = keyof Pick<
  DutchAuctionView,
  'title' | 'description' | 'startPrice' | 'endPrice' | 'originalRetailPrice' | 'priceDropAmount' | 'priceDropInterval' | 'quantity'
>;
export type AuctionFormValues = Record<AuctionTextField, string> & Pick<DutchAuctionView, 'isActive'>;

export type AuctionFormErrors = Partial<Record<keyof AuctionFormValues | 'images', string>>;

export const EMPTY_AUCTION_FORM: AuctionFormValues = {
  title: '',
  description: '',
  startPrice: '',
  endPrice: '',
  originalRetailPrice: '',
  priceDropAmount: '',
  priceDropInterval: '60',
  quantity: '1',
  isActive: true,
};

export function toFormValues(auction: DutchAuctionView | null): AuctionFormValues {
  if (!auction) return EMPTY_AUCTION_FORM;
  return {
    title: auction.title,
    description: auction.description ?? '',
    startPrice: auction.startPrice.toFixed(2),
    endPrice: auction.endPrice.toFixed(2),
    originalRetailPrice: auction.originalRetailPrice.toFixed(2),
    priceDropAmount: auction.priceDropAmount.toFixed(2),
    priceDropInterval: String(auction.priceDropInterval),
    quantity: String(auction.quantity),
    isActive: auction.isActive,
  };
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** Dollars more than 0 with at most 2 decimals, as the server takes them; else null. */
function dollars(text: string): number | null {
  const value = text.trim();
  return DOLLARS.test(value) && Number(value) > 0 ? Number(value) : null;
}

function whole(text: string, min: number, max: number): number | null {
  const value = text.trim();
  return WHOLE.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;
}

type ImageCounts = { kept: number; added: number };

/**
 * The server's checks, run before sending (docs/api.md "Gravity auctions"): start > end > 0, retail ≥ start,
 * drop > 0, interval 1 s to 30 days, quantity 1 to 10,000 and not below what is sold, at most 10 pictures.
 */
export function validateAuctionForm(values: AuctionFormValues, images: ImageCounts, soldCount = 0): AuctionFormErrors {
  const errors: AuctionFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > DUTCH_AUCTION_TITLE_MAX_LENGTH) errors.title = `At most ${DUTCH_AUCTION_TITLE_MAX_LENGTH} characters`;
  if (values.description.trim().length > DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH) {
    errors.description = `At most ${DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH} characters`;
  }

  const price = 'A price in dollars above 0, with at most 2 decimals';
  const start = dollars(values.startPrice);
  const end = dollars(values.endPrice);
  const retail = dollars(values.originalRetailPrice);
  const drop = dollars(values.priceDropAmount);
  if (start === null) errors.startPrice = price;
  if (end === null) errors.endPrice = price;
  if (retail === null) errors.originalRetailPrice = price;
  if (drop === null) errors.priceDropAmount = price;

  if (whole(values.priceDropInterval, 1, DUTCH_AUCTION_INTERVAL_MAX_SECONDS) === null) {
    errors.priceDropInterval = `A whole number of seconds from 1 to ${DUTCH_AUCTION_INTERVAL_MAX_SECONDS.toLocaleString('en-US')} (30 days)`;
  }
  const quantity = whole(values.quantity, 1, DUTCH_AUCTION_QUANTITY_MAX);
  if (quantity === null) errors.quantity = `A whole number from 1 to ${DUTCH_AUCTION_QUANTITY_MAX.toLocaleString('en-US')}`;

  // The rules across fields, in the service's words (libs/contracts rules/auction-rules.ts).
  return withRuleProblems(
    errors,
    auctionRuleProblems({
      startPrice: start,
      endPrice: end,
      originalRetailPrice: retail,
      quantity,
      soldCount,
      imageCount: images.kept + images.added,
    }),
  );
}

/**
 * The multipart body: every field as text (a PUT sends them all; unchanged ones change nothing), new files, removals.
 * `isActive` goes only when it changes on an edit: switching on restarts the auction's clock.
 */
export function toAuctionFormData(
  values: AuctionFormValues,
  files: readonly File[],
  removeImages: readonly string[] = [],
  editing: Pick<DutchAuctionView, 'isActive'> | null = null,
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  for (const field of ['startPrice', 'endPrice', 'originalRetailPrice', 'priceDropAmount', 'priceDropInterval', 'quantity'] as const) {
    form.append(field, values[field].trim());
  }
  if (!editing || editing.isActive !== values.isActive) form.append('isActive', String(values.isActive));
  for (const file of files) form.append('images[]', file);
  if (removeImages.length) form.append('removeImages', JSON.stringify(removeImages));
  return form;
}

/** A PUT body that takes this one picture off the auction (its file is deleted). */
export function removeImagesForm(url: string): FormData {
  const form = new FormData();
  form.append('removeImages', JSON.stringify([url]));
  return form;
}
