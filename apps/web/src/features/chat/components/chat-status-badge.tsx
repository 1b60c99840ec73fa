import { clsx } from 'clsx';
import type { ChatStatus } from '@shop/contracts';

export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  return (
    <span
      data-testid="chat-status"
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'active' && 'bg-green-700 text-white',
        status === 'waiting' && 'bg-yellow-300 text-ink',
        status === 'ended' && 'bg-red-600 text-white',
      )}
    >
      {status === 'active' ? 'Active' : status === 'waiting' ? 'Waiting' : 'Ended'}
    </span>
  );
}
