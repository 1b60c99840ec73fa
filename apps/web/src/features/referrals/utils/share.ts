import { REFERRAL_QUERY_PARAMETER } from '@shop/contracts';

/** A shared link: the shop's address with the `ref` parameter (docs/product/engagement.md §9). */
export function referralUrl(origin: string, code: string): string {
  return `${origin}/?${new URLSearchParams({ [REFERRAL_QUERY_PARAMETER]: code })}`;
}

/** The Instagram caption the Share dialog starts from; the shopper may edit it. A chosen coupon is named in it. */
export function instagramCaption(url: string, couponCode: string | null): string {
  const coupon = couponCode ? ` Use code ${couponCode} for a discount on your order!` : '';
  return `I'm painting with handmade watercolors and loving them! 🎨 Get yours here: ${url}${coupon} #watercolor #handmadepaint`;
}
