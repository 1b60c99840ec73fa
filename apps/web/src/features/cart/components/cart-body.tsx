import { useMemo } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useServerSession } from '@/lib/server-session';
import { EarlierDataHint } from '@/components/verification/earlier-data-hint';
import { cartCount, cartItemsTotal, useCart } from '@/lib/cart-store';
import { useShopperSession } from '@/lib/session';
import { useCartQuote } from '../api/get-cart-quote';
import { useMysteryBoxEnabled } from '@/lib/mystery-box-status';
import { useActiveMysteryBoxTiers } from '@/lib/mystery-boxes';
import { useRememberedShippingAddress } from '../api/get-shipping-address';
import { useIsActiveSubscriber } from '../api/get-subscription-status';
import { QUOTE_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useQuoteRequest } from '../hooks/use-quote-request';
import { useCartDetails } from '../utils/cart-details-store';
import { quoteErrorMessage } from '../utils/quote-error-message';
import { isMysteryLine, isUnavailableLine } from '../utils/server-items';
import { addressFormOf } from '../utils/shipping-address';
import { CartLine, FreebieLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CheckoutSection } from './checkout-section';
import { CouponBox } from './coupon-box';
import { CloseIcon } from './icons';
import { EmptyCart } from './empty-cart';
import { MysteryBoxProgress } from './mystery-box-progress';
import { ShippingAddressFields } from './shipping-address-fields';
import { StoreCreditOption } from './store-credit-option';
import { SubscriberBanner } from './subscriber-banner';

/** What the cart modal holds: the lines, address, coupon, store credit, totals and checkout. */
export function CartBody({ titleId, open, onClose }: { titleId: string; open: boolean; onClose: () => void }) {
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
            {data && <MysteryBoxProgress progress={data.mysteryBox} statusEnabled={mysteryBoxEnabled} tiers={mysteryBoxTiers} />}
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
              open={open}
              verified={verified === true}
            />
          </div>
        </>
      )}
    </div>
  );
}
