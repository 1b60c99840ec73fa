import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToInt } from '../validation/transforms';
import { ShopEmail } from '../validation/field-rules';
import { ABANDONED_CART_WINDOWS, AbandonedCartWindow, CART_OFFER_PERCENT_MAX, CART_OFFER_PERCENT_MIN } from './abandoned-carts';

// Abandoned carts' request bodies, validated by the gateway (values and answers: abandoned-carts.ts).

const HOURS_MESSAGE = `hours must be one of ${ABANDONED_CART_WINDOWS.join(', ')}`;
const PERCENT_MESSAGE = `discountPercentage must be a whole number from ${CART_OFFER_PERCENT_MIN} to ${CART_OFFER_PERCENT_MAX}`;

/** GET /api/admin/abandoned-carts?hours= */
export class AbandonedCartsQueryDto {
  @IsOptional()
  @ToInt()
  @IsIn(ABANDONED_CART_WINDOWS, { message: HOURS_MESSAGE })
  hours?: AbandonedCartWindow;
}

/** POST /api/admin/abandoned-carts/offer */
export class SendCartOfferDto {
  @ShopEmail()
  email: string;

  @IsOptional()
  @IsInt({ message: PERCENT_MESSAGE })
  @Min(CART_OFFER_PERCENT_MIN, { message: PERCENT_MESSAGE })
  @Max(CART_OFFER_PERCENT_MAX, { message: PERCENT_MESSAGE })
  discountPercentage?: number;
}
