import { assertCents, type Cents } from './money';
import type { Instant } from './sale-timer';
import { assertCartLine, isMysteryLine, type PricedCartLine, shippingBreakdown, type ShippingRule, subtotalCents } from './cart-lines';
import { couponDiscountCents, type CouponProblem, couponProblem, type CouponRule } from './coupons';
import {
  type MysteryBoxPromotion,
  mysteryBoxLine,
  type MysteryTier,
  nextMysteryTier,
  type NextMysteryTier,
  qualifyingMysteryTier,
} from './mystery-box';
import { normaliseState, taxApplies, taxCents } from './tax';

/** What, besides the lines, the cart and checkout arithmetic reads. */
export interface CartOptions {
  city?: string | null;
  state?: string | null;
  /** From the subscription-status check; a failed check means false (docs/product/shopper.md §8). */
  isActiveSubscriber: boolean;
  coupon?: CouponRule | null;
  /** The store credit the shopper chose to apply (the spendable balance, in cents); 0 or absent applies none. */
  storeCreditCents?: Cents;
  /** The promotion; absent means off. */
  mysteryBox?: MysteryBoxPromotion | null;
}

export interface CartQuote {
  /** The lines in cart order without any stale mystery-box line, then the free one when a tier qualifies. */
  lines: PricedCartLine[];
  subtotalCents: Cents;
  shippingCents: Cents;
  /** Which branch of §3 priced the shipping (the subscriber banner reads it). */
  shippingRule: ShippingRule;
  /** Whether city and a two-letter state were both given; checkout needs them. */
  taxApplies: boolean;
  /** The state as taxed ('CA'), or null. */
  state: string | null;
  taxCents: Cents;
  couponDiscountCents: Cents;
  /** null with no coupon or a valid one. */
  couponProblem: CouponProblem | null;
  storeCreditAppliedCents: Cents;
  totalCents: Cents;
  mysteryBox: { current: MysteryTier | null; next: NextMysteryTier | null };
}

/**
 * The cart and checkout arithmetic of docs/rules.md §3, in its order, in
 * integer cents; each rounded value (tax, percentage coupon) is rounded once
 * where it is computed and the sums are never rounded again.
 *
 * 1–3. shipping over the non-mystery lines; 4. subtotal; mystery box from
 * that subtotal (before coupon); 5. tax on subtotal + shipping; 6. coupon off
 * the subtotal; 7. store credit, at most what is still due; 8. total, never
 * below 0.
 */
export function quoteCart(lines: readonly PricedCartLine[], options: CartOptions, now: Instant): CartQuote {
  lines.forEach(assertCartLine);
  const items = lines.filter((line) => !isMysteryLine(line));

  const shipping = shippingBreakdown(items, options.isActiveSubscriber);
  const subtotal = subtotalCents(items);

  const promotion = options.mysteryBox?.enabled ? options.mysteryBox : null;
  const freebie = mysteryBoxLine(subtotal, promotion);
  const current = promotion ? qualifyingMysteryTier(subtotal, promotion.tiers) : null;
  const next = promotion ? nextMysteryTier(subtotal, promotion.tiers) : null;

  const tax = taxCents(subtotal, shipping.totalCents, options.city, options.state);

  const coupon = options.coupon ?? null;
  const problem = coupon ? couponProblem(coupon, subtotal, now) : null;
  const couponDiscount = couponDiscountCents(coupon, subtotal, now);

  const requestedCredit = options.storeCreditCents ?? 0;
  assertCents(requestedCredit, 'storeCreditCents');
  if (requestedCredit < 0) throw new RangeError(`storeCreditCents must not be negative, got ${requestedCredit}`);
  const due = subtotal + shipping.totalCents + tax - couponDiscount;
  const creditApplied = Math.max(0, Math.min(requestedCredit, due));

  return {
    lines: freebie ? [...items, freebie] : [...items],
    subtotalCents: subtotal,
    shippingCents: shipping.totalCents,
    shippingRule: shipping.rule,
    taxApplies: taxApplies(options.city, options.state),
    state: normaliseState(options.state),
    taxCents: tax,
    couponDiscountCents: couponDiscount,
    couponProblem: problem,
    storeCreditAppliedCents: creditApplied,
    totalCents: Math.max(0, due - creditApplied),
    mysteryBox: { current, next },
  };
}
