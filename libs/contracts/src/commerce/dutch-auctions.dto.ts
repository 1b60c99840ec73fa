import { IsOptional } from 'class-validator';
import { dollarsProblem } from './coupons';
import { LocationDto } from './cart.dto';
import { ReadOnlyField, Trim } from '../validation/transforms';
import { IsTrueOrFalse, Optional, Rule, ShopEmail } from '../validation/field-rules';
import {
  DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH,
  DUTCH_AUCTION_INTERVAL_MAX_SECONDS,
  DUTCH_AUCTION_QUANTITY_MAX,
  DUTCH_AUCTION_TITLE_MAX_LENGTH,
  MAX_DUTCH_AUCTION_IMAGES,
} from './dutch-auctions';

// Gravity auctions' request bodies, validated by the gateway (values and answers: dutch-auctions.ts). Rules across
// fields (start price > end price, retail ≥ start, quantity ≥ sold) are the service's, on the auction as it will be.

const IsTitle = () =>
  Rule('isAuctionTitle', (value) => {
    if (value === undefined || value === null || value === '') return 'title is required';
    if (typeof value !== 'string') return 'title must be text';
    if (value.length > DUTCH_AUCTION_TITLE_MAX_LENGTH) return `title must be at most ${DUTCH_AUCTION_TITLE_MAX_LENGTH} characters`;
    return null;
  });

const IsDescription = () =>
  Rule('isAuctionDescription', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return 'description must be text';
    if (value.length > DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH) return `description must be at most ${DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH} characters`;
    return null;
  });

/** Dollars, more than 0, at most 2 decimals. */
const IsPrice = (field: string) =>
  Rule('isAuctionPrice', (value) =>
    value === undefined || value === null ? `${field} is required` : dollarsProblem(field, value, { min: 0, above: true }),
  );

const IsWholeNumber = (field: string, min: number, max: number, unit = '') =>
  Rule('isAuctionWholeNumber', (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : `${field} must be a whole number${unit} from ${min} to ${max}`,
  );

const IsImageList = () =>
  Rule('isAuctionImageList', (value) =>
    Array.isArray(value) &&
    value.length <= MAX_DUTCH_AUCTION_IMAGES &&
    value.every((url) => typeof url === 'string' && url.length > 0 && url.length <= 500)
      ? null
      : `removeImages must be a list of at most ${MAX_DUTCH_AUCTION_IMAGES} image addresses`,
  );

class DutchAuctionFields {
  /** Blank is stored as null. */
  @IsOptional()
  @Trim()
  @IsDescription()
  description?: string | null;

  @Optional()
  @IsTrueOrFalse('isActive')
  isActive?: boolean;
}

/** POST /api/admin/dutch-auctions (JSON or form data with `images[]`). */
export class CreateDutchAuctionDto extends DutchAuctionFields {
  @Trim()
  @IsTitle()
  title: string;

  @IsPrice('startPrice')
  startPrice: number;

  @IsPrice('endPrice')
  endPrice: number;

  @IsPrice('originalRetailPrice')
  originalRetailPrice: number;

  @IsPrice('priceDropAmount')
  priceDropAmount: number;

  @IsWholeNumber('priceDropInterval', 1, DUTCH_AUCTION_INTERVAL_MAX_SECONDS, ' of seconds')
  priceDropInterval: number;

  @IsWholeNumber('quantity', 1, DUTCH_AUCTION_QUANTITY_MAX)
  quantity: number;
}

/** PUT /api/admin/dutch-auctions/{id}: the changed fields; new `images[]` are added, `removeImages` taken off. */
export class UpdateDutchAuctionDto extends DutchAuctionFields {
  @Optional()
  @Trim()
  @IsTitle()
  title?: string;

  @Optional()
  @IsPrice('startPrice')
  startPrice?: number;

  @Optional()
  @IsPrice('endPrice')
  endPrice?: number;

  @Optional()
  @IsPrice('originalRetailPrice')
  originalRetailPrice?: number;

  @Optional()
  @IsPrice('priceDropAmount')
  priceDropAmount?: number;

  @Optional()
  @IsWholeNumber('priceDropInterval', 1, DUTCH_AUCTION_INTERVAL_MAX_SECONDS, ' of seconds')
  priceDropInterval?: number;

  @Optional()
  @IsWholeNumber('quantity', 1, DUTCH_AUCTION_QUANTITY_MAX)
  quantity?: number;

  @Optional()
  @IsImageList()
  removeImages?: string[];

  /** An auction sent back as it was fetched: what the server keeps is dropped, never changed. */
  @ReadOnlyField() id?: never;
  @ReadOnlyField() soldCount?: never;
}

/**
 * POST /api/dutch-auctions/{id}/purchase: optional city and state, for the tax (docs/rules.md §3 step 5), and
 * optionally the buyer's e-mail, as most shopper calls carry it: when sent it must be the session's own (403 otherwise).
 */
export class PurchaseDutchAuctionDto extends LocationDto {
  @Optional()
  @ShopEmail()
  userEmail?: string;
}

/** What travels to commerce.dutch-auction.create / update. */
export interface DutchAuctionWrite<T> {
  fields: T;
  /** Addresses of the images uploaded with the form, in the order sent. */
  images: string[];
}
