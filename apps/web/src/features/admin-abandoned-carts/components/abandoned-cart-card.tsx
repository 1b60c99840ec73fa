import { Button, buttonClasses } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { AbandonedCart, AbandonedCartItem, CartOfferResult } from '../types';
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
        {item.duration ? <span className="text-ink-soft"> · {item.duration} {item.duration === 1 ? 'month' : 'months'}</span> : null}
      </span>
      <span className="shrink-0 text-sm tabular-nums text-ink-soft">
        {item.quantity} × {formatMoney(item.price)}
      </span>
    </li>
  );
}

type Props = {
  cart: AbandonedCart;
  /** The offer sent to this shopper during this visit, if any. */
  offer: CartOfferResult | undefined;
  onSendOffer: (cart: AbandonedCart) => void;
};

/** One abandoned cart: customer, time since its last change, items, value, and the two ways to reach the shopper. */
export function AbandonedCartCard({ cart, offer, onSendOffer }: Props) {
  const name = customerName(cart);
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
        {cart.cartItems.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
      {cart.priceNote && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{cart.priceNote}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => onSendOffer(cart)} aria-label={`Send offer to ${cart.email}`}>
          Send Offer
        </Button>
        <a href={directEmailHref(cart)} className={buttonClasses('secondary', 'sm')} aria-label={`Email ${cart.email} directly`}>
          Email Direct
        </a>
        {offer && (
          <span className="rounded-full bg-sage-wash px-2.5 py-0.5 text-xs font-semibold text-sage" data-testid="offer-sent">
            Offer sent · <span className="font-mono">{offer.couponCode}</span>
          </span>
        )}
      </div>
    </li>
  );
}
