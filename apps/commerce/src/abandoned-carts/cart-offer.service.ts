import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AbandonedCartEvents,
  CART_OFFER_CODE_PREFIX,
  CART_OFFER_DEFAULT_PERCENT,
  CART_OFFER_VALID_DAYS,
  CartOfferResult,
  SendCartOfferDto,
} from '@shop/contracts';
import { addToOutbox, Mailer, queryRows, serviceError, SHOP_CONFIG, ShopConfig, UnitOfWork } from '@shop/platform';
import { formatCents, toCents } from '@shop/pricing';
import { AbandonedCartRow } from '../carts/saved-cart-row';
import { toSavedLines } from '../carts/saved-lines';
import { CouponAdminService } from '../coupons/coupon-admin.service';
import { ABANDONED, CUSTOMER_NAME, splitName } from './abandoned-cart-query';
import { AbandonedCartValuationService, ValuedCart } from './abandoned-cart-valuation.service';

/** Recovery codes: no 0/O or 1/I, so a shopper can type what she reads. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

const expiryText = (date: Date) => `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * The recovery offer for an abandoned cart (docs/product/back-office.md §2.3): a single-use coupon e-mailed to the
 * shopper with her cart.
 */
@Injectable()
export class CartOfferService {
  private readonly logger = new Logger('AbandonedCarts');

  constructor(
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly valuation: AbandonedCartValuationService,
    private readonly coupons: CouponAdminService,
    private readonly mailer: Mailer,
  ) {}

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
      const [cart] = await queryRows<AbandonedCartRow>(
        manager,
        `SELECT c.id, c.email, c.session_id, c.items, c.updated_at, ${CUSTOMER_NAME}
         FROM carts c WHERE c.email = $1 AND ${ABANDONED}
         ORDER BY c.updated_at DESC LIMIT 1
         FOR UPDATE OF c`,
        [input.email],
      );
      if (!cart) throw serviceError('NOT_FOUND', 'This shopper has no abandoned cart');
      const valued = await this.valuation.value(manager, toSavedLines(cart.items));
      const expiresAt = new Date(now.getTime() + CART_OFFER_VALID_DAYS * DAY_MS);
      const coupon = await this.coupons.issueSingleUse(manager, {
        drawCode: () => CART_OFFER_CODE_PREFIX + randomCode(),
        name: `Cart recovery ${percent}% off`,
        discountPercentage: percent,
        expiresAt,
      });
      await addToOutbox(manager, AbandonedCartEvents.offerSent, {
        email: cart.email,
        couponId: coupon.id,
        couponCode: coupon.code,
        discountPercentage: percent,
        expiresAt: expiresAt.toISOString(),
        cartUpdatedAt: new Date(cart.updated_at).toISOString(),
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

  private offerText(firstName: string | null, cart: ValuedCart, code: string, percent: number, expiresAt: Date): string {
    const lines = cart.items.map((i) =>
      i.unavailable ? `  ${i.quantity} × ${i.name}` : `  ${i.quantity} × ${i.name}  ${formatCents(toCents(i.price) * i.quantity)}`,
    );
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

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
