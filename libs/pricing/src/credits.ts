import type { Cents } from './money';
import { paintCountFromName } from './paint-count';

/** Earning (docs/rules.md §8): per unit of a paid order's line. Mirrored as values in @shop/contracts' credits.ts. */
const PER_INDIVIDUAL_COLOR = 1;
const PER_EXTENDER_PACK = 6;
const PER_SUBSCRIPTION_MONTH = 10;

/** What the earning rule reads of a line, as the order stored it at checkout. */
export interface CreditLine {
  type: string;
  name: string;
  quantity: number;
  category?: string | null;
  /** The product's paintCount, when it has one. */
  paintCount?: number | null;
  /** Months, for a subscription line. */
  duration?: number | null;
}

const isCategory = (category: string | null | undefined, name: string) => !!category && category.trim().toLowerCase() === name.toLowerCase();

/**
 * The credits one line of a paid order earns (docs/rules.md §8): 1 per Individual Colors unit, the set's paint count
 * (its `paintCount`, else the first whole number from 6 to 200 in its name) per Watercolor Sets unit, 6 per Extenders
 * unit, 10 per month of a subscription line; nothing for anything else.
 */
export function creditsForLine(line: CreditLine): number {
  const units = Math.max(0, Math.floor(line.quantity));
  if (line.type === 'subscription') return units * PER_SUBSCRIPTION_MONTH * Math.max(0, Math.floor(line.duration ?? 0));
  if (line.type !== 'product') return 0;
  if (isCategory(line.category, 'Individual Colors')) return units * PER_INDIVIDUAL_COLOR;
  if (isCategory(line.category, 'Extenders')) return units * PER_EXTENDER_PACK;
  if (isCategory(line.category, 'Watercolor Sets')) return units * (line.paintCount ?? paintCountFromName(line.name) ?? 0);
  return 0;
}

export const creditsForOrder = (lines: readonly CreditLine[]): number => lines.reduce((sum, line) => sum + creditsForLine(line), 0);

/** One spendable store-credit grant as the checkout sees it. */
export interface StoreCreditGrant {
  id: string;
  remainingCents: Cents;
  /** Imported paint credit pays for items only; referral credit for items and shipping (docs/rules.md §8). */
  itemsOnly: boolean;
  /** ISO instant, or null for no expiry. */
  expiresAt: string | null;
}

export interface StoreCreditUse {
  grantId: string;
  cents: Cents;
}

/**
 * Which grants pay how much of an order (docs/rules.md §3 step 7, §8): the soonest-expiring first (no expiry last),
 * each at most its remainder. `itemsDueCents` is what the items still cost after the coupon; `dueCents` what store
 * credit may pay at all: the items and the shipping (tax is never paid with store credit). An items-only grant pays at
 * most the items' part; a referral grant pays the shipping first, so an items-only grant after it still finds items
 * to pay for.
 */
export function allocateStoreCredit(grants: readonly StoreCreditGrant[], itemsDueCents: Cents, dueCents: Cents): StoreCreditUse[] {
  const order = [...grants].sort((a, b) => expiryRank(a) - expiryRank(b) || a.id.localeCompare(b.id));
  let items = Math.max(0, Math.min(itemsDueCents, dueCents));
  let due = Math.max(0, dueCents);
  const uses: StoreCreditUse[] = [];
  for (const grant of order) {
    const cap = grant.itemsOnly ? items : due;
    const cents = Math.max(0, Math.min(grant.remainingCents, cap));
    if (cents === 0) continue;
    uses.push({ grantId: grant.id, cents });
    const nonItems = due - items;
    due -= cents;
    items -= grant.itemsOnly ? cents : Math.max(0, cents - nonItems);
  }
  return uses;
}

const expiryRank = (grant: StoreCreditGrant) => (grant.expiresAt ? Date.parse(grant.expiresAt) : Number.MAX_SAFE_INTEGER);
