import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ABANDONED_AFTER_HOURS, AbandonedCart, AbandonedCartEvents, AbandonedCartItem, AbandonedCartWindow, CART_OFFER_CODE_PREFIX,
  CART_OFFER_DEFAULT_PERCENT, CART_OFFER_VALID_DAYS, CartOfferResult, CartRow, DEFAULT_ABANDONED_CART_WINDOW, SavedCartLine,
  SendCartOfferDto,
} from '@shop/contracts';
import { addToOutbox, Mailer, queryRows, serviceError, SHOP_CONFIG, ShopConfig, UnitOfWork } from '@shop/platform';
import { formatCents, toCents, toDollars } from '@shop/pricing';
import { AbandonedCartRow } from '../carts/saved-cart-row';
import { toSavedLines } from '../carts/saved-lines';
import { CouponsService } from '../coupons/coupons.service';
import { CartPricerService } from '../pricing/cart-pricer.service';

/** A cart as the server values it: its subtotal (unavailable lines count 0), its lines, and a note on what it left out. */
interface ValuedCart {
  totalCents: number;
  items: AbandonedCartItem[];
  priceNote: string | null;
}

/** Carts priced at once while the list is built (each pricing is a catalogue request and a few reads). */
const PRICING_CONCURRENCY = 4;
/** Recovery codes: no 0/O or 1/I, so a shopper can type what she reads. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The conditions of an abandoned cart (docs/product/back-office.md §9), on `carts c`: it holds
 * an item, it has not changed for an hour, and its shopper has placed no
 * order (any status) since it last changed.
 */
const ABANDONED = `
  jsonb_array_length(c.items) > 0
  AND c.updated_at <= now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_email = c.email AND o.created_at >= c.updated_at)`;

/** The name on the shopper's latest order that has one: the only name commerce knows. */
const CUSTOMER_NAME = `(
  SELECT o.customer_name FROM orders o
  WHERE o.customer_email = c.email AND NULLIF(btrim(o.customer_name), '') IS NOT NULL
  ORDER BY o.created_at DESC LIMIT 1) AS customer_name`;

const expiryText = (date: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * Abandoned carts (docs/product/back-office.md §2.3): the saved carts shoppers left, valued by
 * the server, and the recovery offer — a single-use coupon e-mailed to the
 * shopper with her cart.
 */
@Injectable()
export class AbandonedCartsService {
  private readonly logger = new Logger('AbandonedCarts');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly pricer: CartPricerService,
    private readonly coupons: CouponsService,
    private readonly mailer: Mailer,
  ) {}

  /** The carts abandoned within the last `hours` (and at least an hour ago), most recently changed first. */
  async list(hours: AbandonedCartWindow = DEFAULT_ABANDONED_CART_WINDOW): Promise<AbandonedCart[]> {
    const rows = await queryRows<AbandonedCartRow>(this.dataSource,
      `SELECT c.id, c.email, c.session_id, c.items, c.updated_at, ${CUSTOMER_NAME}
       FROM carts c
       WHERE ${ABANDONED} AND c.updated_at >= now() - make_interval(hours => $1)
       ORDER BY c.updated_at DESC, c.email, c.id`,
      [hours],
    );
    return mapLimit(rows, PRICING_CONCURRENCY, async (row) => toRecord(row, await this.valueForList(row)));
  }

  /**
   * Creates a single-use coupon for the shopper and e-mails it with her cart —
   * her most recently changed abandoned one, when she has two (her account's and
   * an unverified session's). One transaction: the cart row is locked, the coupon and the
   * `cart-offer.sent` event are written, and the e-mail goes out last — if it
   * cannot be sent, nothing is kept.
   */
  sendOffer(input: SendCartOfferDto, now = new Date()): Promise<CartOfferResult> {
    const percent = input.discountPercentage ?? CART_OFFER_DEFAULT_PERCENT;
    return this.unitOfWork.run(async (manager) => {
      const [cart] = await queryRows<AbandonedCartRow>(manager,
        `SELECT c.id, c.email, c.session_id, c.items, c.updated_at, ${CUSTOMER_NAME}
         FROM carts c WHERE c.email = $1 AND ${ABANDONED}
         ORDER BY c.updated_at DESC LIMIT 1
         FOR UPDATE OF c`,
        [input.email],
      );
      if (!cart) throw serviceError('NOT_FOUND', 'This shopper has no abandoned cart');
      const valued = await this.value(manager, toSavedLines(cart.items));
      const expiresAt = new Date(now.getTime() + CART_OFFER_VALID_DAYS * DAY_MS);
      const coupon = await this.coupons.issueSingleUse(manager, {
        drawCode: () => CART_OFFER_CODE_PREFIX + randomCode(),
        name: `Cart recovery ${percent}% off`,
        discountPercentage: percent,
        expiresAt,
      });
      await addToOutbox(manager, AbandonedCartEvents.offerSent, {
        email: cart.email, couponId: coupon.id, couponCode: coupon.code, discountPercentage: percent,
        expiresAt: expiresAt.toISOString(), cartUpdatedAt: new Date(cart.updated_at).toISOString(),
      });
      try {
        await this.mailer.send({
          to: cart.email,
          subject: `Your cart is waiting — here is ${percent}% off`,
          text: this.offerText(splitName(cart.customer_name).firstName, valued, coupon.code, percent, expiresAt),
        });
      } catch (err) {
        this.logger.error(`recovery offer to ${cart.email} could not be sent: ${(err as Error).message}`);
        throw serviceError('MAIL_UNAVAILABLE', 'The offer e-mail could not be sent. No coupon was created; please try again later.');
      }
      return { sent: true as const, couponCode: coupon.code, expiresAt: expiresAt.toISOString() };
    });
  }

  /**
   * The cart priced as checkout would price it now (its subtotal, before shipping,
   * tax and coupons), by the server only: a line that no longer resolves is listed
   * as unavailable and counts 0, and the note says so.
   */
  private async value(manager: EntityManager, lines: SavedCartLine[]): Promise<ValuedCart> {
    const { rows, quote } = await this.pricer.priceSaved(manager, lines);
    const items = rows.filter((row) => !row.isMysteryBoxFreebie).map(toItem);
    const unavailable = items.filter((item) => item.unavailable).length;
    return {
      totalCents: quote.subtotalCents,
      items,
      priceNote: unavailable
        ? `${unavailable === 1 ? 'An item' : `${unavailable} items`} in this cart ${unavailable === 1 ? 'is' : 'are'} no longer available: the total counts only what is.`
        : null,
    };
  }

  /** For the list, whatever a cart holds: one the catalogue cannot price just now is still listed (counted 0), never failing the list. */
  private async valueForList(row: AbandonedCartRow): Promise<ValuedCart> {
    const lines = toSavedLines(row.items);
    try {
      return await this.value(this.dataSource.manager, lines);
    } catch (err) {
      this.logger.warn(`a cart could not be priced: ${(err as Error).message}`);
      return {
        totalCents: 0,
        items: lines.map((line) => ({
          id: line.id, name: 'Not priced just now', image: null, type: line.type ?? 'product', quantity: line.quantity, price: 0,
          duration: line.duration ?? null,
        })),
        priceNote: 'The catalogue could not price this cart just now: its total counts 0.',
      };
    }
  }

  private offerText(firstName: string | null, cart: ValuedCart, code: string, percent: number, expiresAt: Date): string {
    const lines = cart.items.map((i) =>
      (i.unavailable ? `  ${i.quantity} × ${i.name}` : `  ${i.quantity} × ${i.name}  ${formatCents(toCents(i.price) * i.quantity)}`));
    const shop = this.config.publicUrl ? `\nYour cart is saved: ${this.config.publicUrl.replace(/\/$/, '')}/products\n` : '';
    return [
      `Hi ${firstName ?? 'there'},`,
      '',
      'You left some handmade watercolors in your cart:',
      '',
      ...lines,
      '',
      `Cart subtotal: ${formatCents(cart.totalCents)}`,
      '',
      `Here is ${percent}% off to finish your order. Enter this code at checkout:`,
      '',
      `    ${code}`,
      '',
      `It can be used once and expires on ${expiryText(expiresAt)}.`,
      shop,
      'See you soon!',
    ].join('\n');
  }
}

function toRecord(row: AbandonedCartRow, valued: ValuedCart): AbandonedCart {
  return {
    cartId: row.id,
    email: row.email,
    sessionCart: row.session_id !== null,
    ...splitName(row.customer_name),
    cartUpdatedAt: new Date(row.updated_at).toISOString(),
    totalValue: toDollars(valued.totalCents),
    cartItems: valued.items,
    priceNote: valued.priceNote,
  };
}

/** "Ann Marie Lee" → Ann / Marie Lee; no name → nulls. */
function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') || null };
}

function toItem(row: CartRow): AbandonedCartItem {
  const item: AbandonedCartItem = {
    id: row.id, name: row.name, image: row.image, type: row.type, quantity: row.quantity, price: row.price, duration: row.duration,
  };
  if (row.unavailable) item.unavailable = true;
  return item;
}

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Maps with at most `limit` calls running at once, keeping the order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
