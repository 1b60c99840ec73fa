import { clsx } from 'clsx';
import type { ChatStatus } from '@shop/contracts';

/**
 * The status words of docs/product/back-office.md §4: a chat session is waiting, then active, then ended (Live Chat
 * Administration); the quick-reply panel shows waiting, active and closed.
 */
export const STATUS_LABELS = {
  live: { waiting: 'waiting', active: 'active', ended: 'ended' },
  quick: { waiting: 'waiting', active: 'active', ended: 'closed' },
} as const satisfies Record<string, Record<ChatStatus, string>>;

/** Waiting yellow, active green, ended (closed) red. */
export function StatusMarker({ status, labels = 'live' }: { status: ChatStatus; labels?: keyof typeof STATUS_LABELS }) {
  return (
    <span
      data-testid="admin-chat-status"
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'waiting' && 'bg-yellow-100 text-yellow-900',
        status === 'active' && 'bg-green-100 text-green-900',
        status === 'ended' && 'bg-red-100 text-red-900',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-2 rounded-full',
          status === 'waiting' && 'bg-yellow-400',
          status === 'active' && 'bg-green-500',
          status === 'ended' && 'bg-red-500',
        )}
      />
      {STATUS_LABELS[labels][status]}
    </span>
  );
}

/** The user name, or the part of the e-mail before the @. */
export function displayName(session: { userName: string | null; userEmail: string }): string {
  return session.userName?.trim() || session.userEmail.split('@')[0] || session.userEmail;
}
