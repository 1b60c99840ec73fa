import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  CartItemDto,
  CartQuoteView,
  CartRow,
  CatalogPricingPatterns,
  DEAL_LINE_TYPE,
  dealIdOfLine,
  isUuid,
  QuotedLine,
  SavedCartLine,
  type StockItem,
  stockItemOf,
  notEnoughStockMessage,
  SUBSCRIPTION_PLAN_DURATIONS,
  SubscriptionDuration,
  UNAVAILABLE_LINE_NAME,
} from '@shop/contracts';
import { Bus, BUS, busRequest, serviceError, serviceErrorCode } from '@shop/platform';
import {
  applySoftPastels,
  CartQuote,
  CatalogueCartLine,
  couponProblemMessage,
  CouponRule,
  creditsForLine,
  isMysteryBoxFreebie,
  lineShippingValueCents,
  PricedCartLine,
  quoteCart,
  toDollars,
} from '@shop/pricing';
import { CouponQuoteService } from '../coupons/coupon-quote.service';
import { dealCartLine, dealRefusal, dealsByIds } from '../daily-deals/daily-deal-stock';
import { MysteryBoxesService } from '../mystery-boxes/mystery-boxes.service';
import { SubscriptionStatusService } from '../subscription-status/subscription-status.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { countedItem, keyOf, readLevels, StockNeed } from '../stock/stock-ledger';

export interface PricingInput {
  items: CartItemDto[];
  city?: string;
  state?: string;
  couponCode?: string;
  /** The signed-in shopper, for the subscriber rule. */
  email?: string;
}

export interface PricedCart {
  quote: CartQuote;
  view: CartQuoteView;
  coupon: { id: string; rule: CouponRule } | null;
  /** Quoted lines with what an order keeps of each. */
  lines: QuotedLine[];
  /** The credits each of `lines` earns once paid (docs/rules.md §8), by position; the order stores them. */
  lineCredits: number[];
  /** The counted stock items the product lines buy (as the quote found them): what the checkout reserves. */
  stockNeeds: StockNeed[];
  /**
   * The same cart with this much store credit applied (cents; at most what is due): the arithmetic again, no
   * reads — the checkout calls it inside its transaction, once it holds the shopper's grants.
   */
  withStoreCredit(storeCreditCents: number): PricedCart;
}

export interface PricedSavedCart {
  /** Each saved line in order (priced, or unavailable), then the free mystery line. */
  rows: CartRow[];
  /** The quote of the lines that resolve: what the cart is worth now. */
  quote: CartQuote;
}

type LineMeta = {
  image: string | null;
  duration: number | null;
  discount: QuotedLine['discount'];
  originalCents?: number;
  category?: string | null;
  paintCount?: number | null;
  /** What a product line buys, for stock. */
  stock?: { productId: string; item: StockItem };
};

interface CatalogueLines {
  lines: CatalogueCartLine[];
  meta: Map<string, LineMeta>;
  /** Per line asked about, in order: whether it resolved. */
  resolved: boolean[];
  unknown: string[];
  /** Why deal lines that exist cannot be bought now (ended, not active, sold out). */
  refused: string[];
}

const SUBSCRIPTION_LINE = /^subscription-([0-9a-f-]{36})-(1|3|6|12)$/i;

/**
 * Prices a cart on the server (docs/rules.md §1–3): every line from the
 * catalogue or the subscription plans, never from what the browser sent;
 * Soft Pastels, the subscriber rule, tax, the coupon and the mystery box by
 * the pure pricing module.
 */
@Injectable()
export class CartPricerService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly coupons: CouponQuoteService,
    private readonly mysteryBoxes: MysteryBoxesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly subscriptionStatus: SubscriptionStatusService,
  ) {}

  /** The cart priced from the catalogue; a line it does not know refuses the whole cart (NOT_FOUND naming it). */
  async price(manager: EntityManager, input: PricingInput, now = new Date()): Promise<PricedCart> {
    const { priced, unknown, refused } = await this.priceResolving(manager, input, now);
    if (unknown.length) throw serviceError('ITEM_UNAVAILABLE', `These items are not available: ${[...new Set(unknown)].join(', ')}`);
    if (refused.length) throw serviceError('SOLD_OUT', refused[0]);
    return priced;
  }

  /**
   * A saved cart as it is shown (GET /api/cart, abandoned carts): every line priced
   * now, or marked unavailable when it no longer resolves — such a line is priced
   * nowhere and counts 0 — then the free mystery line the available ones earn.
   * Whatever was saved, nothing here refuses the cart.
   */
  async priceSaved(manager: EntityManager, saved: SavedCartLine[], now = new Date()): Promise<PricedSavedCart> {
    const lines = saved.filter((line) => line.type !== 'mystery_box');
    const { priced, resolved } = await this.priceResolving(manager, { items: lines }, now);
    const quoted = priced.lines.filter((line) => !line.isMysteryBoxFreebie);
    let next = 0;
    const rows: CartRow[] = lines.map((line, index) => (resolved[index] ? toCartRow(line, quoted[next++]) : unavailableRow(line)));
    for (const freebie of priced.lines.filter((line) => line.isMysteryBoxFreebie)) {
      rows.push({
        id: freebie.id,
        name: freebie.name,
        price: 0,
        type: 'mystery_box',
        duration: null,
        image: null,
        quantity: 1,
        shipping: null,
        isMysteryBoxFreebie: true,
        mysteryBoxValue: freebie.mysteryBoxValue ?? 0,
      });
    }
    return { rows, quote: priced.quote };
  }

  /** Prices the lines that resolve; `resolved[i]` says whether the i-th of `input.items` did, `unknown` names the rest. */
  private async priceResolving(manager: EntityManager, input: PricingInput, now: Date) {
    const items = input.items.filter((item) => item.type !== 'mystery_box' && !item.isMysteryBoxFreebie);
    // Every read goes through the caller's manager. The catalogue answers over the bus: callers price before they open a
    // transaction (checkout does), so no connection is held while that answer is awaited.
    const catalogueLines = await this.catalogueLines(manager, items, now);
    const priced = await this.priceLines(manager, input, catalogueLines, now);
    return { priced, resolved: catalogueLines.resolved, unknown: catalogueLines.unknown, refused: catalogueLines.refused };
  }

  private async priceLines(manager: EntityManager, input: PricingInput, catalogueLines: CatalogueLines, now: Date): Promise<PricedCart> {
    const isActiveSubscriber = input.email ? await this.subscriptionStatus.isActiveSubscriber(input.email, manager) : false;
    const promotion = await this.mysteryBoxes.promotion(manager);
    const coupon = input.couponCode ? await this.coupons.ruleForCode(manager, input.couponCode.trim().toUpperCase()) : null;
    const priced = applySoftPastels(catalogueLines.lines);
    const wanted = catalogueLines.lines.flatMap((line) => {
      const stock = catalogueLines.meta.get(line.id)?.stock;
      return stock ? [{ ...stock, quantity: line.quantity, name: line.name }] : [];
    });
    const levels = await readLevels(manager, [...new Set(wanted.map((need) => need.productId))]);
    const stockNeeds = wanted.flatMap((need): StockNeed[] => {
      const item = countedItem(levels, need);
      return item ? [{ ...need, item }] : [];
    });
    const build = (storeCreditCents: number): PricedCart => {
      const quote = quoteCart(
        priced,
        {
          city: input.city,
          state: input.state,
          isActiveSubscriber,
          coupon: coupon?.rule ?? null,
          mysteryBox: promotion,
          storeCreditCents,
        },
        now,
      );
      const lines = withStockLeft(
        quote.lines.map((line) => toQuotedLine(line, catalogueLines.meta.get(line.id), priced.find((p) => p.id === line.id)?.listCents)),
        catalogueLines.meta,
        levels,
      );
      const lineCredits = lines.map((line) => {
        const meta = catalogueLines.meta.get(line.id);
        return line.isMysteryBoxFreebie
          ? 0
          : creditsForLine({
              type: line.type,
              name: line.name,
              quantity: line.quantity,
              category: meta?.category,
              paintCount: meta?.paintCount,
              duration: line.duration,
            });
      });
      return {
        quote,
        coupon,
        lines,
        lineCredits,
        stockNeeds,
        withStoreCredit: build,
        view: this.view(input, coupon, quote, lines, promotion, isActiveSubscriber),
      };
    };
    return build(0);
  }

  private view(
    input: PricingInput,
    coupon: PricedCart['coupon'],
    quote: CartQuote,
    lines: QuotedLine[],
    promotion: Awaited<ReturnType<MysteryBoxesService['promotion']>>,
    isActiveSubscriber: boolean,
  ): CartQuoteView {
    return {
      lines,
      subtotal: toDollars(quote.subtotalCents),
      shipping: toDollars(quote.shippingCents),
      tax: toDollars(quote.taxCents),
      taxApplies: quote.taxApplies,
      couponDiscount: toDollars(quote.couponDiscountCents),
      coupon: couponView(input.couponCode, coupon, quote),
      storeCredit: toDollars(quote.storeCreditAppliedCents),
      total: toDollars(quote.totalCents),
      mysteryBox: {
        enabled: promotion.enabled,
        current: quote.mysteryBox.current
          ? {
              id: quote.mysteryBox.current.id,
              title: quote.mysteryBox.current.title,
              rewardValue: toDollars(quote.mysteryBox.current.rewardValueCents),
            }
          : null,
        next: quote.mysteryBox.next
          ? {
              id: quote.mysteryBox.next.tier.id,
              title: quote.mysteryBox.next.tier.title,
              threshold: toDollars(quote.mysteryBox.next.tier.thresholdCents),
              rewardValue: toDollars(quote.mysteryBox.next.tier.rewardValueCents),
              amountLeft: toDollars(quote.mysteryBox.next.amountLeftCents),
            }
          : null,
      },
      isActiveSubscriber,
    };
  }

  /** Each browser line repriced: products by the catalogue, subscriptions by their plan, deals by commerce; anything unknown is reported. */
  private async catalogueLines(manager: EntityManager, items: CartItemDto[], now: Date): Promise<CatalogueLines> {
    const meta: CatalogueLines['meta'] = new Map();
    const resolved: boolean[] = [];
    const refused: string[] = [];
    const deals = await dealsByIds(
      manager,
      items.map((item) => dealIdOfLine(item.id)).filter((id): id is string => !!id),
    );
    const productItems = items.filter((item) => !SUBSCRIPTION_LINE.test(item.id) && item.type !== 'subscription' && !isDealItem(item));
    const answer = productItems.length
      ? await busRequest(this.bus, CatalogPricingPatterns.priceLines, { lines: productItems.map((i) => ({ lineId: i.id })) })
      : { lines: [], unknown: [] };
    const unknown = [...answer.unknown];
    const lines: CatalogueCartLine[] = [];
    for (const item of items) {
      if (SUBSCRIPTION_LINE.test(item.id) || item.type === 'subscription') {
        const plan = subscriptionLine(item);
        const months = plan?.months;
        const price = plan && (await this.subscriptions.priceFor(plan.planId, plan.months, manager).catch(unlessNotFound));
        resolved.push(!!price && !!months);
        if (!price || !months) {
          unknown.push(item.id);
          continue;
        }
        lines.push({
          id: item.id,
          name: `${price.title} (${months} month${months === 1 ? '' : 's'})`,
          type: 'subscription',
          listCents: price.unitCents,
          quantity: item.quantity,
          shippingCents: null,
        });
        meta.set(item.id, { image: price.image, duration: months, discount: null });
        continue;
      }
      if (isDealItem(item)) {
        const dealId = dealIdOfLine(item.id);
        const deal = dealId ? deals.get(dealId) : undefined;
        const refusal = deal ? dealRefusal(deal, item.quantity, now) : null;
        resolved.push(!!deal && !refusal);
        if (!deal) unknown.push(item.id);
        else if (refusal) refused.push(`${deal.title}: ${refusal}`);
        else {
          lines.push(dealCartLine(deal, item.id, item.quantity));
          meta.set(item.id, { image: deal.images[0] ?? null, duration: null, discount: null, originalCents: deal.original_price_cents });
        }
        continue;
      }
      const line = answer.lines.find((l) => l.lineId === item.id);
      resolved.push(!!line);
      if (!line) continue;
      lines.push({
        id: item.id,
        name: line.name,
        type: 'product',
        listCents: line.listCents,
        quantity: item.quantity,
        shippingCents: line.shippingCents,
        category: line.category,
        discounts: line.discount
          ? [{ source: line.discount.source as 'sale-timer', percentage: line.discount.percentage, label: line.discount.label }]
          : [],
      });
      meta.set(item.id, {
        image: line.image,
        duration: null,
        discount: line.discount,
        category: line.category,
        paintCount: line.paintCount ?? null,
        stock: { productId: line.productId, item: stockItemOf(line) },
      });
    }
    return { lines, meta, resolved, unknown, refused };
  }
}

/** A daily deal's line (`deal-{dealId}`, docs/api.md "Daily deals"), whatever type the browser gave it. */
function isDealItem(item: CartItemDto): boolean {
  return item.type === DEAL_LINE_TYPE || item.id.startsWith('deal-');
}

/** A plan that is not there (or not active) makes its line unknown; a failure (the database, say) stays the failure it is. */
function unlessNotFound(err: unknown): null {
  if (serviceErrorCode(err) === 'NOT_FOUND') return null;
  throw err;
}

/**
 * A subscription line's plan and months: `subscription-{planId}-{months}`, or
 * the plan's id with `type: 'subscription'` and its `duration`. A duration
 * that disagrees with the id's months makes the line unknown.
 */
function subscriptionLine(item: CartItemDto): { planId: string; months: SubscriptionDuration } | null {
  const durations: readonly number[] = SUBSCRIPTION_PLAN_DURATIONS;
  const suffixed = SUBSCRIPTION_LINE.exec(item.id);
  const months = suffixed ? Number(suffixed[2]) : item.duration;
  if (typeof months !== 'number' || !durations.includes(months)) return null;
  if (item.duration !== undefined && item.duration !== null && item.duration !== months) return null;
  const planId = suffixed ? suffixed[1] : item.id;
  return isUuid(planId) ? { planId: planId.toLowerCase(), months: months as SubscriptionDuration } : null;
}

/** The coupon's standing in the quote: an unknown code is simply 'not valid' (codes are never confirmed to exist). */
function couponView(code: string | undefined, coupon: { rule: CouponRule } | null, quote: CartQuote): CartQuoteView['coupon'] {
  if (!code) return null;
  if (!coupon) return { code: code.trim().toUpperCase(), name: '', valid: false, error: 'This coupon is not valid' };
  return {
    code: coupon.rule.code,
    name: coupon.rule.name,
    valid: !quote.couponProblem,
    error: quote.couponProblem ? couponProblemMessage(quote.couponProblem, coupon.rule) : null,
  };
}

/**
 * A saved line as shown, from its quote: the server's name, unit price and picture, the saved quantity, and the
 * shipping value of its own (docs/rules.md §3: a product's, else 9.00; a deal's 6.99) — none for a subscription.
 */
function toCartRow(line: SavedCartLine, quoted: QuotedLine): CartRow {
  const shipsOnItsOwn = quoted.type === 'product' || quoted.type === 'deal';
  return {
    id: line.id,
    name: quoted.name,
    price: quoted.price,
    type: quoted.type,
    duration: quoted.duration,
    image: quoted.image,
    quantity: line.quantity,
    shipping: shipsOnItsOwn ? (quoted.shipping ?? toDollars(lineShippingValueCents({ type: quoted.type, shippingCents: null }))) : null,
  };
}

function unavailableRow(line: SavedCartLine): CartRow {
  return {
    id: line.id,
    name: UNAVAILABLE_LINE_NAME,
    price: 0,
    type: line.type ?? 'product',
    duration: line.duration ?? null,
    image: null,
    quantity: line.quantity,
    shipping: null,
    unavailable: true,
  };
}

/**
 * Each line whose item is counted says how many are left, and, when it asks for more than that (with the other lines
 * taking from the same item), the checkout's 409 message.
 */
function withStockLeft(lines: QuotedLine[], meta: Map<string, LineMeta>, levels: Awaited<ReturnType<typeof readLevels>>): QuotedLine[] {
  if (!levels.size) return lines;
  const asked = new Map<string, number>();
  return lines.map((line) => {
    const stock = meta.get(line.id)?.stock;
    const item = stock && !line.isMysteryBoxFreebie ? countedItem(levels, stock) : null;
    if (!stock || !item) return line;
    const key = keyOf(stock.productId, item);
    const left = levels.get(key)!.level;
    const wanted = (asked.get(key) ?? 0) + line.quantity;
    asked.set(key, wanted);
    return wanted > left ? { ...line, stockLeft: left, stockProblem: notEnoughStockMessage(line.name, left) } : { ...line, stockLeft: left };
  });
}

function toQuotedLine(line: PricedCartLine, meta: LineMeta | undefined, listCents: number | undefined): QuotedLine {
  const quoted: QuotedLine = {
    id: line.id,
    name: line.name,
    type: line.type === 'subscription' || line.type === 'mystery_box' || line.type === 'deal' ? line.type : 'product',
    duration: meta?.duration ?? null,
    image: meta?.image ?? null,
    quantity: line.quantity,
    price: toDollars(line.unitCents),
    originalPrice: toDollars(meta?.originalCents ?? listCents ?? line.unitCents),
    discount: (line as { discount?: QuotedLine['discount'] }).discount ?? meta?.discount ?? null,
    shipping: line.shippingCents === null ? null : toDollars(line.shippingCents),
    lineTotal: toDollars(line.unitCents * line.quantity),
  };
  if (isMysteryBoxFreebie(line)) {
    quoted.isMysteryBoxFreebie = true;
    quoted.mysteryBoxValue = toDollars(line.mysteryBoxValueCents);
  }
  return quoted;
}
