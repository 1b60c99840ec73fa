import { CART_OFFER_DEFAULT_PERCENT, type AbandonedCart, type AbandonedCartItem, type CartOfferResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useSendCartOffer } from '../api/send-cart-offer';
import { OFFER_FAILED_TITLE, OFFER_SENT_TITLE } from '../constants';
import { customerName, directEmailHref, timeSince } from '../utils/describe';

function ItemRow({ item }: { item: AbandonedCartItem }) {
  return (
    <li className="flex items-center gap-3">
      {item.image ? (
        <img src={item.image} alt="" loading="lazy" className="size-10 shrink-0 rounded-lg border border-line object-cover" />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg border border-line bg-paper-deep" />
      )}
      <span className="min-w-0 flex-1 break-words text-ink">
        {item.name}
        {item.duration ? (
          <span className="text-ink-soft">
            {' '}
            · {item.duration} {item.duration === 1 ? 'month' : 'months'}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 text-sm tabular-nums text-ink-soft">
        {item.unavailable ? `${item.quantity} × not counted` : `${item.quantity} × ${formatMoney(item.price)}`}
      </span>
    </li>
  );
}

type Props = {
  cart: AbandonedCart;
  /** The offer sent to this shopper during this visit, if any. */
  offer: CartOfferResult | undefined;
  onOfferSent: (email: string, result: CartOfferResult) => void;
};

/** One abandoned cart: customer, time since its last change, items, value, and the two ways to reach the shopper. */
export function AbandonedCartCard({ cart, offer, onOfferSent }: Props) {
  const name = customerName(cart);
  const send = useSendCartOffer();

  /**
   * "Send Offer" (docs/product/back-office.md §2.3, §7): one click, no dialog. The server creates a
   * single-use coupon (the default 10 % off) and e-mails the shopper the cart with
   * it; then the offer is logged and 'Cart recovery offer sent!' shown, as an
   * alert and in the page (a toast and a status line on this card).
   */
  function sendOffer() {
    send.mutate(
      { email: cart.email, discountPercentage: CART_OFFER_DEFAULT_PERCENT },
      {
        onSuccess: (result) => {
          console.info(OFFER_SENT_TITLE, { email: cart.email, ...result });
          onOfferSent(cart.email, result);
          toast({
            title: OFFER_SENT_TITLE,
            description: `Code ${result.couponCode} (${CART_OFFER_DEFAULT_PERCENT}% off) was e-mailed to ${cart.email}. It expires ${formatDateTime(result.expiresAt)}.`,
            variant: 'success',
          });
          window.alert(OFFER_SENT_TITLE);
        },
        onError: (error) =>
          toast({
            title: OFFER_FAILED_TITLE,
            description: getErrorMessage(error, 'The offer could not be sent.'),
            variant: 'destructive',
          }),
      },
    );
  }

  /** "Email Direct": the admin's own mail client, with a subject and a first line filled in. */
  function emailDirect() {
    window.location.href = directEmailHref(cart);
  }

  return (
    <li data-testid="abandoned-cart" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          {name && <span className="font-semibold text-ink">{name}</span>}
          <span className={name ? 'break-all text-sm text-ink-soft' : 'break-all font-semibold text-ink'}>{cart.email}</span>
          <time dateTime={cart.cartUpdatedAt} title={formatDateTime(cart.cartUpdatedAt)} className="text-sm text-ink-soft">
            Last updated {timeSince(cart.cartUpdatedAt)}
          </time>
        </div>
        <span className="text-lg font-semibold tabular-nums text-ink" data-testid="abandoned-cart-value">
          {formatMoney(cart.totalValue)}
        </span>
      </div>
      <ul aria-label={`Items in ${cart.email}'s cart`} className="flex flex-col gap-2">
        {cart.cartItems.map((item, index) => (
          <ItemRow key={`${index}-${item.id}`} item={item} />
        ))}
      </ul>
      {cart.priceNote && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{cart.priceNote}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={sendOffer} busy={send.isPending} data-testid="send-offer">
          Send Offer
        </Button>
        <Button variant="secondary" size="sm" onClick={emailDirect} data-testid="email-direct">
          Email Direct
        </Button>
        {offer && (
          <p role="status" className="rounded-full bg-sage-wash px-2.5 py-0.5 text-xs font-semibold text-sage" data-testid="offer-sent">
            <span data-testid="offer-sent-text">{OFFER_SENT_TITLE}</span> Code{' '}
            <span className="font-mono" data-testid="offer-sent-code">
              {offer.couponCode}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}
