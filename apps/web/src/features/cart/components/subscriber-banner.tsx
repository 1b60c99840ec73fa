import { Link } from 'wouter';
import { SUBSCRIPTION_UNIT_SHIPPING_CENTS, toDollars } from '@shop/pricing';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

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
export function SubscriberBanner({ isSubscriber, hasSubscriptionInCart, onClose }: SubscriberBannerProps) {
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
          <Link href={paths.subscriptions} onClick={onClose} className="rounded font-medium text-ultramarine underline underline-offset-4 focus-ring">
            See subscription boxes
          </Link>
        </p>
      )}
    </section>
  );
}
