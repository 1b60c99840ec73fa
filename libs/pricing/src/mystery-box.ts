import { assertCents, type Cents } from './money';
import type { PricedCartLine } from './cart-lines';

/** A mystery-box promotion tier (docs/product/shopper.md §3), in cents. */
export interface MysteryTier {
  id: string;
  title: string;
  thresholdCents: Cents;
  rewardValueCents: Cents;
  isActive: boolean;
}

/** The promotion as the cart reads it: the enable toggle and the tiers. */
export interface MysteryBoxPromotion {
  enabled: boolean;
  tiers: readonly MysteryTier[];
}

/** The default tiers (docs/rules.md §3): 99 → 40, 199 → 80, 299 → 120, 399 → 160, 500 → 200 dollars. */
export const DEFAULT_MYSTERY_TIERS: readonly MysteryTier[] = Object.freeze(
  (
    [
      [9900, 4000],
      [19900, 8000],
      [29900, 12000],
      [39900, 16000],
      [50000, 20000],
    ] as const
  ).map(([thresholdCents, rewardValueCents]) =>
    Object.freeze({
      id: `default-${thresholdCents / 100}`,
      title: `Mystery Box ($${rewardValueCents / 100} value)`,
      thresholdCents,
      rewardValueCents,
      isActive: true,
    }),
  ),
);

/** The free line the cart carries for a qualifying tier: costs 0, ships free, quantity 1. */
export interface MysteryBoxLine extends PricedCartLine {
  type: 'mystery_box';
  unitCents: 0;
  quantity: 1;
  shippingCents: 0;
  isMysteryBoxFreebie: true;
  mysteryBoxValueCents: Cents;
  mysteryTierId: string;
}

/** Whether a cart line is the free mystery-box line (narrows to MysteryBoxLine). */
export function isMysteryBoxFreebie(line: PricedCartLine): line is MysteryBoxLine {
  return line.type === 'mystery_box' && (line as Partial<MysteryBoxLine>).isMysteryBoxFreebie === true;
}

function activeTiers(tiers: readonly MysteryTier[]): MysteryTier[] {
  const active = tiers.filter((tier) => tier.isActive);
  for (const tier of active) {
    assertCents(tier.thresholdCents, `mystery tier ${tier.id} threshold`);
    assertCents(tier.rewardValueCents, `mystery tier ${tier.id} reward`);
  }
  return active;
}

/**
 * The highest active tier whose threshold ≤ the subtotal of the non-mystery
 * lines, or null. "Highest" is the largest threshold; on equal thresholds the
 * larger reward, then the first given. An empty (0) subtotal never qualifies.
 */
export function qualifyingMysteryTier(nonMysterySubtotalCents: Cents, tiers: readonly MysteryTier[]): MysteryTier | null {
  assertCents(nonMysterySubtotalCents, 'subtotal');
  if (nonMysterySubtotalCents <= 0) return null;
  let best: MysteryTier | null = null;
  for (const tier of activeTiers(tiers)) {
    if (tier.thresholdCents > nonMysterySubtotalCents) continue;
    if (
      !best ||
      tier.thresholdCents > best.thresholdCents ||
      (tier.thresholdCents === best.thresholdCents && tier.rewardValueCents > best.rewardValueCents)
    ) {
      best = tier;
    }
  }
  return best;
}

/** The free line for `tier`. */
export function mysteryLineFor(tier: MysteryTier): MysteryBoxLine {
  return {
    id: `mystery-box-${tier.id}`,
    name: tier.title,
    type: 'mystery_box',
    unitCents: 0,
    quantity: 1,
    shippingCents: 0,
    isMysteryBoxFreebie: true,
    mysteryBoxValueCents: tier.rewardValueCents,
    mysteryTierId: tier.id,
  };
}

/**
 * The free mystery-box line the cart should carry (docs/rules.md §3 "Mystery
 * box"), or null when the promotion is off (or not given) or no active tier
 * qualifies. The subtotal is of the non-mystery lines, before any coupon.
 */
export function mysteryBoxLine(nonMysterySubtotalCents: Cents, promotion: MysteryBoxPromotion | null | undefined): MysteryBoxLine | null {
  if (!promotion?.enabled) return null;
  const tier = qualifyingMysteryTier(nonMysterySubtotalCents, promotion.tiers);
  return tier ? mysteryLineFor(tier) : null;
}

/** The next tier to reach and what is left to spend for it. */
export interface NextMysteryTier {
  tier: MysteryTier;
  amountLeftCents: Cents;
}

/**
 * For the progress panel: the lowest active tier whose threshold is above the
 * subtotal, and threshold − subtotal; null when every active tier is reached.
 * On equal thresholds the larger reward is named.
 */
export function nextMysteryTier(nonMysterySubtotalCents: Cents, tiers: readonly MysteryTier[]): NextMysteryTier | null {
  assertCents(nonMysterySubtotalCents, 'subtotal');
  let next: MysteryTier | null = null;
  for (const tier of activeTiers(tiers)) {
    if (tier.thresholdCents <= nonMysterySubtotalCents) continue;
    if (
      !next ||
      tier.thresholdCents < next.thresholdCents ||
      (tier.thresholdCents === next.thresholdCents && tier.rewardValueCents > next.rewardValueCents)
    ) {
      next = tier;
    }
  }
  return next ? { tier: next, amountLeftCents: next.thresholdCents - nonMysterySubtotalCents } : null;
}
