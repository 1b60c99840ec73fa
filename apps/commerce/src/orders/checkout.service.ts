import { idempotentRequest, IdempotentRequests } from '../idempotency/idempotent-requests';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  canonicalEmail,
  CheckoutDto,
  CheckoutResult,
  OrderEvents,
  OrderLine,
  PaymentProviderName,
  pendingOrderMinutes,
  SHIPPING_COUNTRY,
  ShippingAddress,
  ShopperScope,
  VERIFY_TO_USE_STORE_CREDIT,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { CartOwner, CartsService } from '../carts/carts.service';
import { toSavedLines } from '../carts/saved-lines';
import { CouponRedemptionService } from '../coupons/coupon-redemption.service';
import { reserveDealUnits } from '../daily-deals/daily-deal-stock';
import { CartPricerService, PricedCart } from '../pricing/cart-pricer.service';
import { withStoreCredit } from '../store-credit/apply-store-credit';
import { takeStoreCredit } from '../store-credit/store-credit-ledger';
import { LowStockThreshold } from '../stock/low-stock-threshold';
import { reserveStock } from '../stock/stock-ledger';
import { OrderRow, toOrderLine } from './order-row';
import { assertRoomForUnpaidOrder } from './unpaid-order-limit';
import type { PaymentProvider } from '../payments/payment-provider';
import { PaymentProviders } from '../payments/payment-providers';
import { PaymentsService } from '../payments/payments.service';

/** A pending order just written, as stored. */
export type NewOrder = OrderRow;

/**
 * Checkout as one workflow, the browser's one call (docs/rules.md §6; in the
 * spirit of Medusa's completeCartWorkflow):
 *
 * 1. the cart: the lines sent (they become her saved cart) or her saved cart —
 *    the session's own while it is unverified (docs/rules.md §4); where it ships:
 *    the shipping address (its city and state are taxed) or, without one, a city and state;
 * 2. priced once — the catalogue's answer comes over the bus — before any
 *    transaction opens, so no connection waits on another service;
 * 3. the coupon judged on that quote (422 not valid for this cart, 409 already
 *    used), which is what POST /api/coupons/apply once did from the browser;
 * 4. one transaction: the session's room for another unpaid order checked (at most 3:
 *    409, docs/rules.md §7), daily-deal units reserved (one conditional UPDATE each; none
 *    left, or more than her per-shopper limit: 409, docs/rules.md §7), the cart saved,
 *    with `useStoreCredit` the shopper's spendable grants locked and what they pay taken from them (soonest expiry first,
 *    imported paint credit on items only; docs/rules.md §3 step 7, §8), the pending order
 *    written at exactly the quoted prices (each line with the credits it earns), the
 *    coupon held (a single-use coupon by one live order: the database refuses a second
 *    with 409), the address remembered for her next checkout (a verified session's only:
 *    an unverified one never overwrites the account's data, docs/rules.md §4) and
 *    `order.created` in the outbox.
 *
 * A refused checkout changes nothing, the saved cart included.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly carts: CartsService,
    private readonly pricer: CartPricerService,
    private readonly coupons: CouponRedemptionService,
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentsService,
    private readonly lowStock: LowStockThreshold,
    private readonly idempotent: IdempotentRequests,
  ) {}

  /** returnBase: where the shop is reached, for the provider's return and cancel addresses (/success, /cancel). */
  async checkout(
    email: string,
    input: CheckoutDto,
    scope: ShopperScope | undefined,
    returnBase: string,
    idempotencyKey?: string,
  ): Promise<CheckoutResult> {
    // A retry with the same Idempotency-Key gets the first answer and makes no second order (docs/rules.md §6).
    const retried = idempotencyKey ? idempotentRequest(`checkout:${email}`, idempotencyKey, input) : undefined;
    return this.idempotent.run(retried, async (claim) => {
      const order = await this.placeOrder(email, input, scope, claim);
      return this.payments.start(order.created, order.provider, returnBase).catch(async (err: unknown) => {
        // The order ended at once (the provider failed): a retry under this key may try again.
        if (retried) await this.idempotent.giveUp(retried);
        throw err;
      });
    });
  }

  /** The pending order, written in one transaction (the key claimed in it), and the provider it is to be paid through. */
  private async placeOrder(
    email: string,
    input: CheckoutDto,
    scope: ShopperScope | undefined,
    claim: (manager: EntityManager) => Promise<void>,
  ): Promise<{ created: NewOrder; provider: PaymentProvider }> {
    if (input.cartId && input.cartId.trim().toLowerCase() !== email) throw serviceError('NOT_YOURS', 'You can only check out your own cart');
    const provider = this.providers.chosen(input.paymentProvider);
    const cart = await this.carts.ownerFor(email, scope);
    const sent = input.items ? toSavedLines(input.items) : null;
    const items = sent ?? (await this.carts.savedLines(this.dataSource.manager, cart));
    if (!items.length) throw serviceError('CART_EMPTY', 'Your cart is empty');
    const destination = destinationOf(input);
    // Applying store credit spends value: a verified session only (docs/rules.md §4).
    if (input.useStoreCredit && scope && !scope.verified) throw serviceError('NOT_VERIFIED', VERIFY_TO_USE_STORE_CREDIT);

    const priced = await this.pricer.price(this.dataSource.manager, {
      items,
      city: destination.city,
      state: destination.state,
      couponCode: input.couponCode,
      email,
    });
    assertCouponApplies(priced);

    const placement: OrderPlacement = { cart, sessionId: scope?.sessionId ?? null, paymentMethod: provider.name };
    const lowStockAt = priced.stockNeeds.length ? await this.lowStock.current() : 0;
    const created = await this.unitOfWork.run(async (manager) => {
      await claim(manager);
      await assertRoomForUnpaidOrder(manager, placement.sessionId);
      await reserveDealUnits(manager, priced.lines, canonicalEmail(email));
      if (sent) await this.carts.store(manager, cart, sent);
      const credited = input.useStoreCredit ? await withStoreCredit(manager, email, priced) : { priced, uses: [] };
      const created = await insertPendingOrder(
        manager,
        placement,
        destination.city,
        {
          ...credited.priced,
          lines: credited.priced.lines.map((line, i) => ({ ...toOrderLine(line), credits: credited.priced.lineCredits[i] ?? 0 })),
        },
        destination.address,
      );
      if (destination.address && (!scope || scope.verified)) await rememberShippingAddress(manager, email, destination.address);
      await takeStoreCredit(manager, created.id, credited.uses);
      if (priced.coupon) await this.coupons.hold(manager, priced.coupon.id, created.id, priced.coupon.rule.isSingleUse);
      await addToOutbox(manager, OrderEvents.created, orderCreatedEvent(created, placement));
      // Last, so the counted items stay locked only until the commit.
      await reserveStock(manager, created.id, cart.email, priced.stockNeeds, lowStockAt);
      return created;
    });
    return { created, provider };
  }
}

/** Where an order ships and is taxed from: the shipping address, or without one the city and state of the old contract. */
interface Destination {
  city: string;
  state: string;
  address: ShippingAddress | null;
}

/**
 * The shipping address decides the city and state (docs/rules.md §6); a top-level city or state sent with it must name
 * the same place (compared trimmed, ignoring case), or the checkout is refused before anything is written.
 */
function destinationOf(input: CheckoutDto): Destination {
  const sent = input.shippingAddress;
  if (!sent) {
    if (!input.city || !input.state) throw serviceError('BAD_REQUEST', 'Enter your city and state to check out');
    return { city: input.city, state: input.state, address: null };
  }
  for (const field of ['city', 'state'] as const) {
    const topLevel = input[field]?.trim();
    if (topLevel && topLevel.toLowerCase() !== sent[field].trim().toLowerCase()) {
      throw serviceError('BAD_REQUEST', `${field} must match shippingAddress.${field}`);
    }
  }
  const address: ShippingAddress = {
    firstName: sent.firstName,
    lastName: sent.lastName,
    street: sent.street,
    city: sent.city,
    state: sent.state,
    zipCode: sent.zipCode,
    country: SHIPPING_COUNTRY,
  };
  return { city: address.city, state: address.state, address };
}

/** The account's address for the next checkout's form (GET /api/shipping-address): the last one wins. */
async function rememberShippingAddress(manager: EntityManager, email: string, address: ShippingAddress): Promise<void> {
  await manager.query(
    `INSERT INTO shopper_addresses (email, address) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET address = EXCLUDED.address, updated_at = now()`,
    [email, JSON.stringify(address)],
  );
}

/** What order.created carries: the order, its shopper and the session that placed it (null when none did). */
export function orderCreatedEvent(order: NewOrder, placement: OrderPlacement) {
  return { orderId: order.id, email: placement.cart.email, totalCents: order.total_cents, sessionId: placement.sessionId };
}

/**
 * A coupon the quote found not valid refuses the checkout: a single-use coupon another
 * order already holds is a conflict (docs/rules.md §7), like losing the race for it; an
 * expired, switched-off or unknown one, or a cart below its minimum, breaks a business rule (docs/rules.md §5: 422).
 */
function assertCouponApplies(priced: PricedCart): void {
  const coupon = priced.view.coupon;
  if (!coupon || coupon.valid) return;
  throw serviceError(
    priced.quote.couponProblem === 'redeemed' ? 'COUPON_ALREADY_USED' : 'INVALID_COUPON',
    coupon.error ?? 'This coupon is not valid',
  );
}

/** What a pending order is written from: a priced cart, or a line priced elsewhere (a gravity auction's locked price). */
export type PendingOrderPricing = Pick<PricedCart, 'quote' | 'coupon'> & { lines: OrderLine[] };

/**
 * Who places a pending order and how it will be paid: the saved cart it comes from, the shopper session placing it
 * (null without one) and the payment provider chosen for it.
 */
export interface OrderPlacement {
  cart: CartOwner;
  sessionId: string | null;
  paymentMethod: PaymentProviderName;
}

/**
 * The order as quoted: its lines, amounts and coupon exactly as priced, pending for pendingOrderMinutes (30 minutes when
 * it holds deal or auction units, else 48 hours), remembering the saved cart it came from (paying it empties that cart),
 * the session that placed it and her canonical e-mail (the per-shopper and per-session limits count by them), and where
 * it ships (none for a gravity purchase).
 */
export async function insertPendingOrder(
  manager: EntityManager,
  placement: OrderPlacement,
  city: string | null,
  priced: PendingOrderPricing,
  shippingAddress: ShippingAddress | null = null,
): Promise<NewOrder> {
  const { cart } = placement;
  const { quote } = priced;
  const subscription = priced.lines.find((l) => l.type === 'subscription');
  const [order] = await queryRows<NewOrder>(
    manager,
    `INSERT INTO orders (customer_email, status, items, subtotal_cents, shipping_cents, tax_cents, coupon_code, coupon_discount_cents,
       store_credit_cents, total_cents, city, state, source, has_subscription, subscription_months, expires_at, payment_method, cart_session_id,
       shipping_address, placed_session_id, canonical_email)
     VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'checkout', $12, $13, now() + make_interval(mins => $14), $19, $15, $16,
       $17, $18)
     RETURNING *`,
    [
      cart.email,
      JSON.stringify(priced.lines.map(toOrderLine)),
      quote.subtotalCents,
      quote.shippingCents,
      quote.taxCents,
      priced.coupon?.rule.code ?? null,
      quote.couponDiscountCents,
      quote.storeCreditAppliedCents,
      quote.totalCents,
      city,
      quote.state,
      !!subscription,
      subscription?.duration ?? null,
      pendingOrderMinutes(priced.lines),
      cart.sessionId,
      shippingAddress && JSON.stringify(shippingAddress),
      placement.sessionId,
      canonicalEmail(cart.email),
      placement.paymentMethod,
    ],
  );
  return order;
}
