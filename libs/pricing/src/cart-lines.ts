import { assertCents, type Cents } from './money';
import { type Discount, effectiveUnitPrice, SOFT_PASTELS_CATEGORY, softPastelsDiscount } from './discounts';
import { PAN_SIZE_LABELS } from './pan-prices';

/** What a cart line is (docs/product/shopper.md §3, plus the daily-deal and gravity-auction lines of docs/product/engagement.md). */
export const CART_LINE_TYPES = ['product', 'subscription', 'mystery_box', 'deal', 'auction'] as const;
export type CartLineType = (typeof CART_LINE_TYPES)[number];

/**
 * A cart line as the cart arithmetic reads it (docs/rules.md §3), in the order
 * the shopper added it. `unitCents` is the effective unit price the caller
 * took from the catalogue (docs/rules.md §2: list price less the single
 * largest discount, or the deal / locked auction price, or
 * `subscriptionLineCents`); it is never what the browser claims.
 */
export interface PricedCartLine {
  id: string;
  name: string;
  type: CartLineType;
  unitCents: Cents;
  /** A whole number of units, at least 1 (the cart removes a line whose quantity drops to 0). */
  quantity: number;
  /**
   * The product's own shipping value. `null` means none: a product ships
   * 9.00 and a daily deal 6.99 (docs/product/engagement.md §9). An explicit value is used
   * as given, deals included.
   */
  shippingCents: Cents | null;
  category?: string | null;
}

/** Shipping constants (docs/product/shopper.md §9, docs/product/engagement.md §9), in cents. */
export const DEFAULT_SHIPPING_CENTS = 900;
export const DAILY_DEAL_SHIPPING_CENTS = 699;
export const FURTHER_UNIT_SHIPPING_CENTS = 300;
export const PAN_FIRST_UNIT_SHIPPING_CENTS = 375;
export const PAN_FURTHER_UNIT_SHIPPING_CENTS = 75;
export const SUBSCRIPTION_UNIT_SHIPPING_CENTS = 399;

/** A line whose name contains one of these (exactly, case included) belongs to the pan shipping group. */
export const PAN_NAME_MARKERS: readonly string[] = Object.values(PAN_SIZE_LABELS);

/** Throws a RangeError naming the line unless its money and quantity are whole, non-negative cents / units. */
export function assertCartLine(line: PricedCartLine): void {
  // The line's name in a message is only worked out when something is wrong: this runs for every line of every quote.
  const where = () => `cart line ${JSON.stringify(line.id)}`;
  if (!(CART_LINE_TYPES as readonly string[]).includes(line.type)) {
    throw new RangeError(`${where()}: unknown type ${JSON.stringify(line.type)}`);
  }
  if (!Number.isSafeInteger(line.unitCents)) assertCents(line.unitCents, `${where()} unitCents`);
  if (line.unitCents < 0) throw new RangeError(`${where()}: unitCents must not be negative, got ${line.unitCents}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`${where()}: quantity must be a whole number of at least 1, got ${line.quantity}`);
  }
  if (line.shippingCents !== null && line.shippingCents !== undefined) {
    if (!Number.isSafeInteger(line.shippingCents)) assertCents(line.shippingCents, `${where()} shippingCents`);
    if (line.shippingCents < 0) throw new RangeError(`${where()}: shippingCents must not be negative, got ${line.shippingCents}`);
  }
}

export const isMysteryLine = (line: Pick<PricedCartLine, 'type'>): boolean => line.type === 'mystery_box';

/** Whether the line ships in the pan group: its name contains `Half Pan`, `Full Pan` or `Grande` (case as written). */
export function isPanLine(line: Pick<PricedCartLine, 'name'>): boolean {
  return PAN_NAME_MARKERS.some((marker) => line.name.includes(marker));
}

/** What the first non-pan unit pays: the line's own shipping value, else 6.99 for a daily deal, else 9.00. */
export function lineShippingValueCents(line: Pick<PricedCartLine, 'type' | 'shippingCents'>): Cents {
  if (line.shippingCents !== null && line.shippingCents !== undefined) return line.shippingCents;
  return line.type === 'deal' ? DAILY_DEAL_SHIPPING_CENTS : DEFAULT_SHIPPING_CENTS;
}

/** Which branch of docs/rules.md §3 priced the shipping. */
export type ShippingRule = 'empty' | 'subscriber' | 'standard';

/** The shipping of a cart and its parts; `totalCents` = subscription + pan group + other. */
export interface ShippingBreakdown {
  rule: ShippingRule;
  /** Subscriber rule: 3.99 per subscription unit. */
  subscriptionCents: Cents;
  /** Standard rule: 3.75 for the first pan unit + 0.75 for each further one. */
  panGroupCents: Cents;
  /** Standard rule: the first other unit's own value + 3.00 for each further one. */
  otherCents: Cents;
  totalCents: Cents;
}

/**
 * docs/rules.md §3 steps 1–3 on the lines in cart order: mystery-box lines ship
 * free and are left out; when the cart holds a subscription line or the
 * shopper is an active subscriber, each subscription unit ships 3.99 and
 * everything else free; otherwise the pan group and the other units.
 */
export function shippingBreakdown(lines: readonly PricedCartLine[], isActiveSubscriber: boolean): ShippingBreakdown {
  lines.forEach(assertCartLine);
  const shipped = lines.filter((line) => !isMysteryLine(line));
  const none = { subscriptionCents: 0, panGroupCents: 0, otherCents: 0 };
  if (shipped.length === 0) return { rule: 'empty', ...none, totalCents: 0 };

  if (isActiveSubscriber || shipped.some((line) => line.type === 'subscription')) {
    const units = shipped.filter((line) => line.type === 'subscription').reduce((sum, line) => sum + line.quantity, 0);
    const subscriptionCents = units * SUBSCRIPTION_UNIT_SHIPPING_CENTS;
    return { rule: 'subscriber', ...none, subscriptionCents, totalCents: subscriptionCents };
  }

  let panUnits = 0;
  let otherUnits = 0;
  let firstOtherCents = 0;
  for (const line of shipped) {
    if (isPanLine(line)) {
      panUnits += line.quantity;
    } else {
      if (otherUnits === 0) firstOtherCents = lineShippingValueCents(line);
      otherUnits += line.quantity;
    }
  }
  const panGroupCents = panUnits > 0 ? PAN_FIRST_UNIT_SHIPPING_CENTS + (panUnits - 1) * PAN_FURTHER_UNIT_SHIPPING_CENTS : 0;
  const otherCents = otherUnits > 0 ? firstOtherCents + (otherUnits - 1) * FURTHER_UNIT_SHIPPING_CENTS : 0;
  return { rule: 'standard', ...none, panGroupCents, otherCents, totalCents: panGroupCents + otherCents };
}

/** The cart's shipping in cents (docs/rules.md §3 steps 1–3). */
export function shippingCents(lines: readonly PricedCartLine[], isActiveSubscriber: boolean): Cents {
  return shippingBreakdown(lines, isActiveSubscriber).totalCents;
}

/** Σ unit price × quantity over the lines; mystery-box lines cost 0 whatever they carry (docs/rules.md §3 steps 1, 4). */
export function subtotalCents(lines: readonly PricedCartLine[]): Cents {
  lines.forEach(assertCartLine);
  return lines.reduce((sum, line) => (isMysteryLine(line) ? sum : sum + line.unitCents * line.quantity), 0);
}

// ---------------------------------------------------------------------------
// Soft Pastels (docs/rules.md §2, docs/product/engagement.md §9)
// ---------------------------------------------------------------------------

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a line is priced by the Soft Pastels rule: a product line of the Soft Pastels category (case and spaces ignored). */
export function isSoftPastelsLine(line: Pick<PricedCartLine, 'type' | 'category'>): boolean {
  return line.type === 'product' && !!line.category && sameCategory(line.category, SOFT_PASTELS_CATEGORY);
}

/**
 * The Soft Pastels units in the cart: the quantities of its Soft Pastels
 * product lines summed (deal and auction lines keep their own price and are
 * not counted). Give the count to `softPastelsDiscount` and add the result to
 * the discounts of each Soft Pastels line before `effectiveUnitPrice`, or let
 * `applySoftPastels` do both.
 */
export function softPastelsUnitsInCart(lines: readonly Pick<PricedCartLine, 'type' | 'category' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => (isSoftPastelsLine(line) ? sum + line.quantity : sum), 0);
}

/** A cart line before its unit price: the list price (docs/rules.md §2) and the other discounts that apply to it right now. */
export interface CatalogueCartLine extends Omit<PricedCartLine, 'unitCents'> {
  listCents: Cents;
  /** Site-wide sale, sale timer, product timer, in that order (see `largestDiscount`); never the Soft Pastels one. */
  discounts?: readonly Discount[];
}

/** A priced line that remembers its list price and the discount taken, for the struck-through price and its label. */
export interface DiscountedCartLine extends PricedCartLine {
  listCents: Cents;
  discount?: Discount;
}

/**
 * Prices each line: list price less the single largest of its discounts, the
 * Soft Pastels one included for Soft Pastels product lines (45 % when the cart
 * holds one such unit, 50 % each for two or more). Discounts never stack.
 * Run it again after every quantity change: the count moves the rate.
 */
export function applySoftPastels(lines: readonly CatalogueCartLine[]): DiscountedCartLine[] {
  const pastels = softPastelsDiscount(softPastelsUnitsInCart(lines));
  return lines.map((line) => {
    const discounts = line.discounts ?? [];
    const all = pastels && isSoftPastelsLine(line) ? [...discounts, pastels] : discounts;
    const price = effectiveUnitPrice(line.listCents, all);
    // Field by field: an object rest (`{ discounts, ...rest }`) costs V8 microseconds a line.
    const priced: DiscountedCartLine = {
      id: line.id,
      name: line.name,
      type: line.type,
      unitCents: price.cents,
      quantity: line.quantity,
      shippingCents: line.shippingCents,
      listCents: line.listCents,
    };
    if (line.category !== undefined) priced.category = line.category;
    if (price.discount) priced.discount = price.discount;
    return priced;
  });
}
