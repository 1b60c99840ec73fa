import { toCents, toDollars } from '@shop/pricing';
import { useMysteryBoxEnabled } from '@/lib/mystery-box-status';
import { useActiveMysteryBoxTiers } from '@/lib/mystery-boxes';
import { cartItemsTotal, useCart } from '@/lib/cart-store';
import { formatMoney } from '@/lib/format';

/**
 * The progress component of /credits (docs/product/engagement.md "Your Credits"), driven by the cart total: what the
 * cart holds now and the way to the next mystery box, when that promotion runs. The cart's own quote has the last
 * word on every amount; this is the browser's running total.
 */
export function CartProgress() {
  const items = useCart();
  const total = cartItemsTotal(items.filter((item) => item.type !== 'mystery_box'));
  const promotionOn = useMysteryBoxEnabled() !== false;
  const tiers = useActiveMysteryBoxTiers(promotionOn);
  const sorted = promotionOn && tiers ? [...tiers].sort((a, b) => a.threshold - b.threshold) : [];
  const next = sorted.find((tier) => tier.threshold > total) ?? null;
  const reached = [...sorted].reverse().find((tier) => tier.threshold <= total) ?? null;
  const percent = next ? Math.min(100, Math.round((total / next.threshold) * 100)) : sorted.length ? 100 : 0;

  return (
    <section
      aria-label="Your cart"
      data-testid="credits-cart-progress"
      className="flex flex-col gap-2 rounded-2xl border border-ochre/40 bg-ochre/10 p-4 text-ink"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">Your cart</span>
        <span data-testid="credits-cart-total" className="tabular-nums font-semibold">
          {formatMoney(total)}
        </span>
      </p>
      {sorted.length > 0 && (
        <>
          <div
            role="progressbar"
            aria-label={next ? `Progress to the ${formatMoney(next.threshold)} mystery box` : 'Mystery box earned'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-ochre transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-ink-soft">
            {next
              ? `${formatMoney(toDollars(toCents(next.threshold) - toCents(total)))} more for a free mystery box worth ${formatMoney(next.rewardValue)}.`
              : `Your cart earns a free mystery box worth ${formatMoney(reached?.rewardValue ?? 0)}.`}
          </p>
        </>
      )}
      <p className="text-sm text-ink-soft">Every color you buy earns credits once the order is paid.</p>
    </section>
  );
}
