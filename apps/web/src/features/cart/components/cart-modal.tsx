import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { SUBSCRIPTION_UNIT_SHIPPING_CENTS, toDollars } from '@shop/pricing';
import { ErrorState } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useServerSession } from '@/features/auth/api/get-session';
import { EarlierDataHint } from '@/features/auth/components/earlier-data-hint';
import { getErrorMessage } from '@/lib/api-client';
import { cartCount, cartItemsTotal, useCart, type CartItem } from '@/lib/cart-store';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { useCartQuote } from '../api/get-cart-quote';
import { useMysteryBoxEnabled } from '../api/get-mystery-box-status';
import { useActiveMysteryBoxTiers } from '../api/get-mystery-boxes';
import { useRememberedShippingAddress } from '../api/get-shipping-address';
import { useIsActiveSubscriber } from '../api/get-subscription-status';
import { QUOTE_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { QuoteRequest } from '../types';
import { useCartDetails } from '../utils/cart-details-store';
import { isMysteryLine, isUnavailableLine, toServerCartItems } from '../utils/server-items';
import { addressFormOf } from '../utils/shipping-address';
import { CartLine, FreebieLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CheckoutSection } from './checkout-section';
import { CouponBox } from './coupon-box';
import { CartIcon } from './cart-icon';
import { CloseIcon } from './icons';
import { MysteryBoxProgress } from './mystery-box-progress';
import { ShippingAddressFields } from './shipping-address-fields';
import { StoreCreditOption } from './store-credit-option';

type SubscriberBannerProps = {
  /** The status call (or the quote) says the shopper is an active subscriber. */
  isSubscriber: boolean;
  hasSubscriptionInCart: boolean;
  onClose: () => void;
};

/**
 * The subscriber-benefits banner (docs/product/shopper.md §2), always shown:
 * subscribers (or a cart holding a subscription) are told what they get,
 * everyone else is invited to subscribe.
 */
function SubscriberBanner({ isSubscriber, hasSubscriptionInCart, onClose }: SubscriberBannerProps) {
  const benefits = `subscription boxes ship for ${formatMoney(toDollars(SUBSCRIPTION_UNIT_SHIPPING_CENTS))} each and everything else ships free.`;
  return (
    <section
      data-testid="cart-subscriber-banner"
      data-subscriber={isSubscriber ? 'true' : 'false'}
      aria-label="Subscriber benefits"
      className="rounded-2xl border border-ultramarine/25 bg-ultramarine/5 p-4 text-sm text-ink"
    >
      <p className="font-semibold">Subscriber benefits</p>
      {isSubscriber || hasSubscriptionInCart ? (
        <p className="mt-1">
          {isSubscriber ? 'As an active subscriber, ' : 'With a subscription in your cart, '}
          {benefits}
        </p>
      ) : (
        <p className="mt-1">
          Subscribe to a paint box and everything else ships free.{' '}
          <Link
            href={paths.subscriptions}
            onClick={onClose}
            className="rounded font-medium text-ultramarine underline underline-offset-4 focus-ring"
          >
            See subscription boxes
          </Link>
        </p>
      )}
    </section>
  );
}

function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <div data-testid="cart-empty" className="flex flex-col items-center gap-3 px-5 py-12 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-paper-deep text-madder" aria-hidden="true">
        <CartIcon className="size-8" />
      </div>
      <p className="font-display text-xl font-semibold text-ink">Your cart is empty</p>
      <p className="text-ink-soft">Add paints, sets or a subscription box and they will wait for you here.</p>
      <Link href={paths.products} onClick={onClose} className={buttonClasses('primary')}>
        Browse products
      </Link>
    </div>
  );
}

/** The server names items it cannot price by id: the shopper knows them by name. */
function quoteErrorMessage(error: unknown, items: CartItem[]): string {
  let message = getErrorMessage(error, 'Please try again in a moment.');
  const unknown = items.filter((item) => message.includes(item.id));
  for (const item of unknown) message = message.split(item.id).join(`“${item.name}”`);
  return unknown.length ? `${message.replace(/\.$/, '')}. Remove ${unknown.length === 1 ? 'it' : 'them'} to continue.` : message;
}

/** The quote request for the cart as it is now; the same object while nothing in it changed. */
function useQuoteRequest(
  items: CartItem[],
  city: string,
  state: string,
  couponCode: string | undefined,
  useStoreCredit: boolean,
): QuoteRequest {
  return useMemo(
    () => ({
      items: toServerCartItems(items),
      city: city.trim() || undefined,
      state: /^[A-Z]{2}$/.test(state) ? state : undefined,
      couponCode,
      ...(useStoreCredit ? { useStoreCredit: true as const } : {}),
    }),
    [items, city, state, couponCode, useStoreCredit],
  );
}

function CartBody({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const items = useCart();
  const { email } = useShopperSession();
  const serverSession = useServerSession();
  const details = useCartDetails();
  const shownItems = useMemo(() => items.filter((item) => !isMysteryLine(item)), [items]);
  // Lines the server no longer knows are shown to be removed; the quote and the order are of the rest.
  const pricedItems = useMemo(() => shownItems.filter((item) => !isUnavailableLine(item)), [shownItems]);

  const verified = serverSession.data?.verified;
  const rememberedAddress = useRememberedShippingAddress(email, verified);
  const address = addressFormOf(details);
  const useStoreCredit = details.useStoreCredit && verified === true;
  const request = useQuoteRequest(pricedItems, details.city, details.state, details.coupon?.code, useStoreCredit);
  const debounced = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const quote = useCartQuote(pricedItems.length > 0 ? debounced : null);
  const data = pricedItems.length > 0 ? quote.data : undefined;
  const quotedLines = new Map((data?.lines ?? []).map((line) => [line.id, line]));
  const freebies = (data?.lines ?? []).filter((line) => line.isMysteryBoxFreebie || line.type === 'mystery_box');
  const updating = request !== debounced || quote.isFetching;
  // What an order is made from: a checkout result stays shown while none of it changes.
  const cartKey = JSON.stringify([request.items.map((item) => [item.id, item.quantity]), address, request.couponCode, useStoreCredit]);
  const couponStillApplies = details.coupon && !(data?.coupon && data.coupon.code === details.coupon.code && !data.coupon.valid);
  const count = cartCount(shownItems);
  // The documented status calls (docs/product/shopper.md §7): wording and what is shown; every amount is the quote's.
  const isSubscriber = useIsActiveSubscriber(email) || data?.isActiveSubscriber === true;
  const mysteryBoxEnabled = useMysteryBoxEnabled();
  const mysteryBoxTiers = useActiveMysteryBoxTiers(mysteryBoxEnabled !== false);

  return (
    <div className="flex max-h-[inherit] flex-col bg-white">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id={titleId} className="font-display text-xl font-semibold text-ink">
          Shopping Cart
          {count > 0 && (
            <span className="ml-2 text-base font-normal text-ink-soft">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          )}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close cart"
          className="flex size-11 items-center justify-center rounded-xl text-ink-soft hover:bg-paper-deep focus-ring"
        >
          <CloseIcon />
        </button>
      </div>
      {/* The app's toasts show here while the cart is open (the page behind is inert): under the header, never over it. */}
      <ToastHost />
      {serverSession.data?.verified === false && (
        <EarlierDataHint
          testId="cart-verify"
          message="A cart you saved on an earlier visit appears after you verify your e-mail"
          purpose="To bring back a cart you saved on an earlier visit, confirm the address"
        />
      )}

      {shownItems.length === 0 ? (
        <EmptyCart onClose={onClose} />
      ) : (
        <>
          <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-3">
            <ul aria-label="Items in your cart" className="divide-y divide-line">
              {shownItems.map((item) => (
                <CartLine key={item.id} item={item} quoted={quotedLines.get(item.id)} />
              ))}
              {freebies.map((line) => (
                <FreebieLine key={line.id} line={line} />
              ))}
            </ul>
            {data && (
              <MysteryBoxProgress progress={data.mysteryBox} statusEnabled={mysteryBoxEnabled} tiers={mysteryBoxTiers} />
            )}
            <ShippingAddressFields form={address} checked={details.addressChecked} remembered={rememberedAddress} />
            <CouponBox
              input={details.couponInput}
              applied={details.coupon}
              quoted={data?.coupon ?? null}
              subtotal={data?.subtotal ?? cartItemsTotal(pricedItems)}
            />
            <StoreCreditOption email={email} verified={verified} checked={useStoreCredit} />
            {quote.isError && !quote.isFetching ? (
              <ErrorState
                title="We could not work out your total"
                message={quoteErrorMessage(quote.error, pricedItems)}
                onRetry={() => quote.refetch()}
              />
            ) : (
              <CartTotals quote={data} updating={updating && data !== undefined} />
            )}
            <SubscriberBanner
              isSubscriber={isSubscriber}
              hasSubscriptionInCart={shownItems.some((item) => item.type === 'subscription')}
              onClose={onClose}
            />
          </div>
          <div className="border-t border-line bg-paper px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
            <CheckoutSection
              email={email}
              address={address}
              couponCode={couponStillApplies ? details.coupon?.code : undefined}
              useStoreCredit={useStoreCredit}
              cartKey={cartKey}
              pending={details.checkout}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** The Shopping Cart modal (docs/product/shopper.md §2): a bottom sheet on phones, a centred dialog on wider screens. */
export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="cart-modal"
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-3xl backdrop:bg-black/45 sm:m-auto sm:max-h-[88dvh] sm:max-w-lg sm:rounded-3xl"
    >
      <CartBody titleId={titleId} onClose={onClose} />
    </Modal>
  );
}
