import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import type { MysteryBoxProgress as Progress } from '../types';
import { GiftIcon } from './icons';

/**
 * The mystery box promotion (shopper-core.md §9, decisions.md §3): the next
 * tier's threshold and the amount left, and the free box the cart has earned.
 * Shown only while the promotion is on.
 */
export function MysteryBoxProgress({ progress }: { progress: Progress }) {
  const headingId = useId();
  if (!progress.enabled) return null;
  const { current, next } = progress;
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
            Add <strong>{formatMoney(next.amountLeft)}</strong> more to get a free mystery box worth{' '}
            <strong>{formatMoney(next.rewardValue)}</strong> (orders of {formatMoney(next.threshold)} or more).
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
