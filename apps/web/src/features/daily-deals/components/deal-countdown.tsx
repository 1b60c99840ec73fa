import { clsx } from 'clsx';
import { useNow } from '@/lib/use-now';
import { DEAL_TICK_MS } from '../constants';
import { countdownTone, formatCardCountdown, formatLongCountdown, type CountdownTone } from '../utils/countdown';

const TONES: Record<CountdownTone, string> = {
  green: 'bg-green-50 text-green-800 border-green-200',
  orange: 'bg-orange-50 text-orange-800 border-orange-200',
  red: 'bg-red-50 text-red-800 border-red-200',
  expired: 'bg-paper-deep text-ink-soft border-line',
};

type DealCountdownProps = {
  endDate: string;
  /** The card shows HH:MM:SS, the dialog the longer day/hour/minute forms. */
  format: 'card' | 'long';
  className?: string;
};

/**
 * Time left on a deal, ticking every second: green above 6 hours, orange at 6 hours or less, red and pulsing
 * at 1 hour or less, 'EXPIRED' after (docs/product/engagement.md §4). The pulse is a dot, so the text keeps its contrast.
 */
export function DealCountdown({ endDate, format, className }: DealCountdownProps) {
  const now = useNow(DEAL_TICK_MS);
  const left = Date.parse(endDate) - now;
  const tone = countdownTone(left);
  const text = format === 'card' ? formatCardCountdown(left) : formatLongCountdown(left);
  return (
    <span
      data-testid="deal-countdown"
      data-tone={tone}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold tabular-nums',
        TONES[tone],
        className,
      )}
    >
      {tone === 'red' && (
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-red-600" />
        </span>
      )}
      {tone !== 'expired' && <span className="sr-only">Ends in </span>}
      <span data-testid="deal-countdown-text">{text}</span>
    </span>
  );
}
