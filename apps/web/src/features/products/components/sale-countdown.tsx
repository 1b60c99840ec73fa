import { useQueryClient } from '@tanstack/react-query';
import { useCountdown } from '../hooks/use-countdown';

type SaleCountdownProps = { endTime: string; message: string };

/** A running sale's message and time left; 'Sale Ended' when it runs out, then nothing. */
export function SaleCountdown({ endTime, message }: SaleCountdownProps) {
  const queryClient = useQueryClient();
  const countdown = useCountdown(endTime, () => void queryClient.invalidateQueries({ queryKey: ['products'] }));
  if (countdown.status === 'hidden') return null;

  return (
    <div data-testid="sale-countdown" className="rounded-xl border border-madder/30 bg-madder/5 px-3 py-2 text-sm">
      <p className="font-semibold text-madder-deep">{message}</p>
      <p className="tabular-nums text-ink">{countdown.status === 'ended' ? 'Sale Ended' : `Ends in ${countdown.text}`}</p>
    </div>
  );
}
