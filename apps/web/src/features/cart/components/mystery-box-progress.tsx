import { useId } from 'react';
import type { MysteryBox } from '@shop/contracts';
import { formatMoney } from '@/lib/format';
import type { MysteryBoxProgress as Progress } from '../types';
import { GiftIcon } from './icons';

/** The tiers at a glance (GET /api/mystery-boxes): spend this, get a box worth that; the one earned marked. */
function TierLadder({ tiers, currentId }: { tiers: MysteryBox[]; currentId: string | undefined }) {
  if (tiers.length < 2) return null;
  return (
    <ul aria-label="Mystery box tiers" className="flex flex-wrap gap-1.5 text-xs" data-testid="cart-mystery-tiers">
      {tiers.map((tier) => (
        <li
          key={tier.id}
          aria-current={tier.id === currentId ? 'true' : undefined}
          className={
            tier.id === currentId ? 'rounded-full bg-sage px-2 py-0.5 font-semibold text-white' : 'rounded-full bg-white px-2 py-0.5 text-ink-soft'
          }
        >
          {formatMoney(tier.threshold)} → {formatMoney(tier.rewardValue)} box
        </li>
      ))}
    </ul>
  );
}

type MysteryBoxProgressProps = {
  /** The quote's progress: every amount shown comes from it. */
  progress: Progress;
  /** GET /api/mystery-box/status: null while unknown (the quote's own flag decides then). */
  statusEnabled: boolean | null;
  /** The active tiers (GET /api/mystery-boxes), or null while unknown. */
  tiers: MysteryBox[] | null;
};

/**
 * The mystery box promotion (docs/product/shopper.md §2, §9, docs/rules.md §3): the
 * next tier's threshold and the amount left, and the free box the cart has
 * earned. Shown only while the promotion is on (the status call, and the
 * quote priced it) and has an active tier to earn.
 */
export function MysteryBoxProgress({ progress, statusEnabled, tiers }: MysteryBoxProgressProps) {
  const headingId = useId();
  const { current, next } = progress;
  if (statusEnabled === false || !progress.enabled) return null;
  if ((tiers && tiers.length === 0) || (!current && !next)) return null;
  const reached = next ? Math.max(0, next.threshold - next.amountLeft) : 0;
  const percent = next && next.threshold > 0 ? Math.min(100, Math.round((reached / next.threshold) * 100)) : 100;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="cart-mystery-box"
      className="flex flex-col gap-2 rounded-2xl border border-ochre/40 bg-ochre/10 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-ink">
        <GiftIcon />
        Mystery Box
      </h3>
      {next ? (
        <>
          <p className="text-sm text-ink">
            Add <strong>{formatMoney(next.amountLeft)}</strong> more to get a free mystery box worth <strong>{formatMoney(next.rewardValue)}</strong>{' '}
            (orders of {formatMoney(next.threshold)} or more).
          </p>
          <div
            role="progressbar"
            aria-label={`Progress to the ${formatMoney(next.threshold)} mystery box`}
            aria-valuemin={0}
            aria-valuemax={next.threshold}
            aria-valuenow={reached}
            aria-valuetext={`${formatMoney(reached)} of ${formatMoney(next.threshold)}`}
            className="h-2.5 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-ochre transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <p className="text-sm text-ink">You have reached the top mystery box tier.</p>
      )}
      {tiers && <TierLadder tiers={tiers} currentId={current?.id} />}
      {current ? (
        <p className="text-sm font-medium text-sage" data-testid="cart-mystery-current">
          Included free: a mystery box worth {formatMoney(current.rewardValue)}.
        </p>
      ) : (
        <p className="text-sm text-ink-soft">No free mystery box yet.</p>
      )}
    </section>
  );
}
